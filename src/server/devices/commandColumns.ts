import type { DeviceCommandStatus, DeviceCommandType } from '@/src/domain/devices'

/** A device's current command as the device sees it. */
export type DeviceCommand = { id: string; type: DeviceCommandType; status: DeviceCommandStatus; issuedAt: string | null }

type CommandGroup = { uid?: string | null; type?: string | null; status?: string | null; issuedAt?: string | null } | null | undefined

/** The command group of a device document, or null when it has none. */
export function commandOf(group: CommandGroup): DeviceCommand | null {
  if (!group?.uid || !group.type || !group.status) return null
  return { id: group.uid, type: group.type as DeviceCommandType, status: group.status as DeviceCommandStatus, issuedAt: group.issuedAt ?? null }
}

/** The change feed's source of one device's command (hooks.ts announces it, the event streams listen). */
export const commandSource = (deviceId: number) => `device:${deviceId}`

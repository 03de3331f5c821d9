import type { DeviceCommandStatus } from '@/src/domain/devices'

/** A device's current command as the device sees it (`type`: the kind's command types). */
export type DeviceCommand = { id: string; type: string; status: DeviceCommandStatus; issuedAt: string | null; payload?: string | null }

type CommandGroup = { uid?: string | null; type?: string | null; status?: string | null; issuedAt?: string | null; payload?: string | null } | null | undefined

/** The command group of a device document, or null when it has none. */
export function commandOf(group: CommandGroup): DeviceCommand | null {
  if (!group?.uid || !group.type || !group.status) return null
  const command: DeviceCommand = { id: group.uid, type: group.type, status: group.status as DeviceCommandStatus, issuedAt: group.issuedAt ?? null }
  return group.payload === undefined ? command : { ...command, payload: group.payload }
}

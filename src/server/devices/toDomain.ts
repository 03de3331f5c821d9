import type { DeviceCommand, DeviceCommandGroup } from '@/src/domain/contracts/devices'

/** The command group of a device document (a branch device's or a TV's), or null when it has none. */
export function commandOf(group: DeviceCommandGroup | null | undefined): DeviceCommand | null {
  if (!group?.uid || !group.type || !group.status) return null
  const command: DeviceCommand = { id: group.uid, type: group.type, status: group.status, issuedAt: group.issuedAt ?? null }
  return group.payload === undefined ? command : { ...command, payload: group.payload }
}

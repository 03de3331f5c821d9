import { z } from 'zod'

import { REPORTED_STATUSES, type DeviceCommandStatus, type DeviceCommandType } from '../devices/commands'

/*
 * The device interface shared by the branch devices and the TVs (back-office.md §7 'Tasks,
 * devices, signage'; docs/api.md): `/api/{devices|digital-signage-devices}/link/{key}/…` for the
 * device (no session, its key in the path), and the staff's test and log calls of a branch device.
 */

/** A device's log: plain text of at most 1 MB. */
export const MAX_DEVICE_LOG_BYTES = 1024 * 1024

/** A device's current command as the device sees it (`type`: the kind's command types). */
export type DeviceCommand = { id: string; type: string; status: DeviceCommandStatus; issuedAt: string | null; payload?: string | null }

/**
 * The body of `POST …/link/{key}/command`: the device's report on its command (`id`), running,
 * then done or failed with a message; a requested log as plain text with 'done'.
 */
export const deviceCommandReport = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(REPORTED_STATUSES),
  message: z.string().max(500).optional(),
  log: z.string().max(MAX_DEVICE_LOG_BYTES).optional(),
})
export type DeviceCommandReport = z.input<typeof deviceCommandReport>

/** `GET` and `POST …/link/{key}/command` (and a TV's heartbeat): the open command after the call, or null. */
export type DeviceCommandAnswer = { data: { command: DeviceCommand | null } }

/** The data of the `command` event of `GET …/link/{key}/events`: the open command, or null. */
export type DeviceCommandEvent = { command: DeviceCommand | null }

/** A related document as Payload answers it: its id, or (populated) the document. */
type Related = number | { id: number }

/** The command group of a device document. */
export type DeviceCommandGroup<Type extends string = string> = {
  uid?: string | null
  type?: Type | null
  status?: DeviceCommandStatus | null
  payload?: string | null
  issuedAt?: string | null
  finishedAt?: string | null
  message?: string | null
}

/** A branch device as the staff calls answer it (never its access key). */
type BranchDeviceDoc = {
  id: number
  name: string
  identifier: string
  type: string
  branch: Related
  isEnabled?: boolean | null
  lastSeenAt?: string | null
  command?: DeviceCommandGroup<DeviceCommandType>
  deviceLog?: Related | null
}

/** `POST /api/devices/{id}/test/notification` and `/request-device-logs`: the device with its new command. */
export type BranchDeviceCommandAnswer = { doc: BranchDeviceDoc }

/** `POST /api/devices/{id}/test/print`: the print job of the test receipt. */
export type TestPrintAnswer = { doc: { id: number } }

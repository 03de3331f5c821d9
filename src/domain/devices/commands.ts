/**
 * A command the back office sends to a device (a test notification, a request for its log): the
 * device fetches it, reports that it is running, then done or failed. A new command replaces the
 * one before; a report names the command it is about, so a late report of a replaced command
 * changes nothing.
 */
export type DeviceCommandType = 'notification' | 'sendLogs'

export const DEVICE_COMMAND_STATUSES = ['pending', 'running', 'done', 'failed', 'aborted'] as const
export type DeviceCommandStatus = (typeof DEVICE_COMMAND_STATUSES)[number]

/** What a device may report. */
export const REPORTED_STATUSES = ['running', 'done', 'failed'] as const
export type ReportedStatus = (typeof REPORTED_STATUSES)[number]

const NEXT: Record<DeviceCommandStatus, readonly ReportedStatus[]> = {
  pending: ['running', 'done', 'failed'],
  running: ['done', 'failed'],
  done: [],
  failed: [],
  aborted: [],
}

/** A command the device still has to carry out (pending or running). */
export const isOpenCommand = (status: DeviceCommandStatus | null | undefined): boolean => status === 'pending' || status === 'running'

/** Whether a device's report moves the command on (pending → running → done | failed; a pending command may finish at once). */
export const acceptsReport = (current: DeviceCommandStatus | null | undefined, reported: ReportedStatus): boolean =>
  current ? NEXT[current].includes(reported) : false

/** Whether the report ends the command. */
export const isFinal = (status: DeviceCommandStatus): boolean => !isOpenCommand(status)

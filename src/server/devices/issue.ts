import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import type { DeviceCommandType } from '@/src/domain/devices'
import { relatedId } from '@/src/domain/relations'
import { ApiError } from '@/src/server/http/apiError'
import { assertBranchAccess, parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'

import { DEVICE_COMMAND_TEXTS as T } from './texts'

/** What the staff calls answer of the device (never its access key). */
const DEVICE_ANSWER_SELECT = { name: true, identifier: true, type: true, branch: true, isEnabled: true, lastSeenAt: true, command: true, deviceLog: true } as const

const FAILURE: Record<DeviceCommandType, string> = { notification: T.testFailed, sendLogs: T.logFailed }

/**
 * `POST /api/devices/{id}/test/notification` and `/request-device-logs` (back-office.md §7, issue
 * 24): gives the device a new command (pending; it replaces an open one), which reaches the device
 * through its event stream or its next poll (link.ts). Staff of the device's branch (401/403), 404
 * for an unknown device, 409 '… : Das Gerät ist deaktiviert.', 502 with the spec's message when
 * the command cannot be stored. Answers `{ doc }`, the device with its command.
 */
export async function issueDeviceCommand(req: PayloadRequest, type: DeviceCommandType) {
  const scope = staffScope(req.user)
  const id = parseId(req.routeParams?.id)
  const device = id === null ? null : await req.payload.findByID({ collection: 'devices', id, depth: 0, disableErrors: true, overrideAccess: true, select: { branch: true, isEnabled: true } })
  if (!device || id === null) throw new ApiError(T.notFound, 404)
  assertBranchAccess(scope, relatedId(device.branch))
  if (!device.isEnabled) throw new ApiError(`${FAILURE[type]}: ${T.disabled}`, 409)
  try {
    return await req.payload.update({
      collection: 'devices',
      id,
      data: { command: { uid: randomUUID(), type, status: 'pending', issuedAt: new Date().toISOString(), finishedAt: null, message: null } },
      depth: 0,
      overrideAccess: true,
      req,
      select: DEVICE_ANSWER_SELECT,
    })
  } catch (error) {
    req.payload.logger.error({ err: error, deviceId: id, type }, 'device command could not be stored')
    throw new ApiError(FAILURE[type], 502)
  }
}

import { DateTime } from 'luxon'
import type { PayloadRequest } from 'payload'

import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { relatedId } from '@/src/domain/relations'
import { fillPlaceholders } from '@/src/domain/text'
import { ApiError } from '@/src/server/http/apiError'
import { assertBranchAccess, parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

import { queuePdf } from './printQueue'
import { renderReceiptPdf } from './receipt'

/** The spec's message of a failed device test (back-office.md §8), followed by the reason. */
const DEVICE_TEST_TEXTS = {
  failed: 'Test nicht erfolgreich',
  notFound: 'Das Gerät wurde nicht gefunden.',
  notPrinter: 'Test nicht erfolgreich: Das Gerät ist kein Drucker.',
  disabled: 'Test nicht erfolgreich: Das Gerät ist deaktiviert.',
  title: 'Testdruck',
  printedAt: 'Gedruckt am {time}',
  readable: 'Wenn Sie diesen Beleg lesen können, ist der Drucker richtig eingerichtet.',
} as const

/**
 * `POST /api/devices/{id}/test/print` (back-office.md §7, issue 24): a test receipt (device, branch,
 * time) queued for the printer through the same print-job path as an order's receipt; answers
 * `{ doc }`, the print job. Staff of the device's branch (401/403), 404 for an unknown device, 409
 * 'Test nicht erfolgreich: …' for a device that is no printer or is disabled, 502 'Test nicht
 * erfolgreich' when the receipt cannot be stored.
 */
export async function testPrint(req: PayloadRequest) {
  const scope = staffScope(req.user)
  const id = parseId(req.routeParams?.id)
  const device = id === null ? null : await req.payload.findByID({ collection: 'devices', id, depth: 1, disableErrors: true, overrideAccess: true, req, select: { name: true, type: true, isEnabled: true, branch: true }, populate: { branches: { name: true } } })
  if (!device) throw new ApiError(DEVICE_TEST_TEXTS.notFound, 404)
  const branchId = relatedId(device.branch)
  assertBranchAccess(scope, branchId)
  if (device.type !== 'printer') throw new ApiError(DEVICE_TEST_TEXTS.notPrinter, 409)
  if (!device.isEnabled) throw new ApiError(DEVICE_TEST_TEXTS.disabled, 409)
  const branchName = typeof device.branch === 'object' && device.branch ? (device.branch.name ?? '') : ''
  const time = DateTime.now().setZone(DEFAULT_TIME_ZONE).toFormat('dd.MM.yyyy HH:mm')
  try {
    const pdf = await renderReceiptPdf(
      [
        { text: DEVICE_TEST_TEXTS.title, size: 14, bold: true },
        { text: device.name },
        { text: branchName },
        { text: fillPlaceholders(DEVICE_TEST_TEXTS.printedAt, { time }) },
        { rule: true },
        { text: DEVICE_TEST_TEXTS.readable },
      ],
      DEVICE_TEST_TEXTS.title,
    )
    return await inTransaction(req, () => queuePdf(req, { device: device.id, branch: Number(branchId) }, { pdf, title: `${DEVICE_TEST_TEXTS.title} ${device.name}`, fileName: `testdruck-${device.id}.pdf` }))
  } catch (error) {
    req.payload.logger.error({ err: error, deviceId: device.id }, 'test receipt could not be queued')
    throw new ApiError(DEVICE_TEST_TEXTS.failed, 502)
  }
}

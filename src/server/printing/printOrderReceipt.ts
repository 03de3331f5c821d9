import type { CollectionSlug, PayloadRequest } from 'payload'

import { ClientError } from '../api/clientError'
import { fillPlaceholders } from '../../domain/text'
import { assertBranchAccess, staffScope } from '../orders/workflow/staffAccess'
import { WORKFLOW_TEXTS } from '../orders/workflow/texts'
import { inTransaction } from '../orders/workflow/transaction'
import { renderReceiptPdf } from './receipt'
import { receiptLines, type ReceiptOrder } from './receiptContent'
import { PRINT_TEXTS, RECEIPT_TEXTS } from './texts'

/** Slug of the print queue (collections/staff/printJobs.ts). */
export const PRINT_JOBS_SLUG = 'print-jobs' as CollectionSlug

const RECEIPT_SELECT = Object.fromEntries(
  [
    'uid', 'branch', 'mode', 'status', 'tableIdentifier', 'appointment', 'counterAppointment', 'createdAt', 'comment', 'items', 'totals',
    'paymentMethod', 'paymentStatus', 'firstName', 'lastName', 'companyName', 'phone', 'street', 'stairway', 'floor', 'door',
    'zipCode', 'city', 'isDeliveryAddressDifferent', 'deliveryFirstName', 'deliveryLastName', 'deliveryCompanyName',
    'deliveryStreet', 'deliveryStairway', 'deliveryFloor', 'deliveryDoor', 'deliveryZipCode', 'deliveryCity',
  ].map((field) => [field, true]),
)

type LoadedOrder = ReceiptOrder & { id: number; branch?: number | { id: number; name?: string | null } | null }

const branchIdOf = (branch: LoadedOrder['branch']) => (typeof branch === 'object' && branch !== null ? branch.id : (branch ?? null))

/** The branch's first enabled printer (lowest id), or null. */
async function branchPrinter(req: PayloadRequest, branchId: number | null): Promise<number | null> {
  if (branchId === null) return null
  const { docs } = await req.payload.find({
    collection: 'devices',
    where: { and: [{ branch: { equals: branchId } }, { type: { equals: 'printer' } }, { isEnabled: { equals: true } }] },
    select: { type: true },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]?.id ?? null
}

/** Renders the receipt, stores it as an upload and queues it for the printer. */
async function queueReceipt(req: PayloadRequest, order: LoadedOrder, deviceId: number, currency: string | null) {
  const branchName = typeof order.branch === 'object' ? order.branch?.name : null
  const title = fillPlaceholders(RECEIPT_TEXTS.title, { uid: order.uid ?? String(order.id) })
  const pdf = Buffer.from(await renderReceiptPdf(receiptLines(order, { branchName, currency }), title))
  const upload = await req.payload.create({
    collection: 'uploads',
    data: { alt: title, purpose: 'receipt', order: order.id },
    file: { data: pdf, mimetype: 'application/pdf', name: `beleg-${order.uid ?? order.id}.pdf`, size: pdf.length },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return req.payload.create({
    collection: PRINT_JOBS_SLUG,
    data: { device: deviceId, branch: branchIdOf(order.branch), order: order.id, file: upload.id, status: 'queued', attempts: 0 } as never,
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/**
 * POST /orders/{id}/print: renders the order's receipt (80 mm PDF), stores it as an upload and
 * queues a print job for the branch's enabled printer. ClientError: 401/403/404 as the other
 * staff calls, 409 'Für diese Filiale ist kein Drucker eingerichtet.', 502 'Beleg konnte nicht
 * gedruckt werden.' when rendering or storing fails (nothing is left half-written in the database).
 */
export async function printOrderReceipt(req: PayloadRequest, orderId: number) {
  const scope = staffScope(req.user)
  const order = (await req.payload.findByID({
    collection: 'orders', id: orderId, depth: 1, select: RECEIPT_SELECT, populate: { branches: { name: true } },
    disableErrors: true, overrideAccess: true, req,
  })) as LoadedOrder | null
  if (!order) throw new ClientError(WORKFLOW_TEXTS.orderNotFound, 404)
  assertBranchAccess(scope, branchIdOf(order.branch))
  const deviceId = await branchPrinter(req, branchIdOf(order.branch))
  if (deviceId === null) throw new ClientError(PRINT_TEXTS.noPrinter, 409)
  const settings = await req.payload.findGlobal({ slug: 'config', select: { currency: true }, depth: 0, overrideAccess: true, req })
  try {
    return await inTransaction(req, () => queueReceipt(req, order, deviceId, settings.currency ?? null))
  } catch (error) {
    req.payload.logger.error({ err: error, orderId }, 'receipt could not be printed')
    throw new ClientError(PRINT_TEXTS.printFailed, 502)
  }
}

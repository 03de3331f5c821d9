import type { PayloadRequest } from 'payload'

import { relatedId } from '@/src/domain/relations'

import { ApiError } from '../http/apiError'
import { fillPlaceholders } from '@/src/domain/text'
import { assertBranchAccess, staffScope } from '../orders/workflow/staffAccess'
import { WORKFLOW_TEXTS } from '../orders/workflow/texts'
import { inTransaction } from '../orders/workflow/transaction'
import { queuePdf, type Printer } from './printQueue'
import { renderReceiptPdf } from './receipt'
import { RECEIPT_SELECT, receiptLines } from './receiptContent'
import { PRINT_TEXTS, RECEIPT_TEXTS } from './texts'

const PRINT_SELECT = { ...RECEIPT_SELECT, branch: true } as const

type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>

const loadOrder = (req: PayloadRequest, orderId: number) =>
  req.payload.findByID({
    collection: 'orders', id: orderId, depth: 1, select: PRINT_SELECT, populate: { branches: { name: true } },
    disableErrors: true, overrideAccess: true, req,
  })

/** The branch's first enabled printer (lowest id), or null. */
async function branchPrinter(req: PayloadRequest, branchId: number | null): Promise<Printer | null> {
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
  return docs[0] ? { device: docs[0].id, branch: branchId } : null
}

/** Renders the receipt, stores it as an upload and queues it for the printer. */
async function queueReceipt(req: PayloadRequest, order: LoadedOrder, printer: Printer, currency: string | null) {
  const branchName = typeof order.branch === 'object' ? order.branch?.name : null
  const title = fillPlaceholders(RECEIPT_TEXTS.title, { uid: order.uid ?? String(order.id) })
  const pdf = await renderReceiptPdf(receiptLines(order, { branchName, currency }), title)
  return queuePdf(req, printer, { pdf, title, fileName: `beleg-${order.uid ?? order.id}.pdf`, order: order.id })
}

/**
 * POST /orders/{id}/print: renders the order's receipt (80 mm PDF), stores it as an upload and
 * queues a print job for the branch's enabled printer. ApiError: 401/403/404 as the other
 * staff calls, 409 'Für diese Filiale ist kein Drucker eingerichtet.', 502 'Beleg konnte nicht
 * gedruckt werden.' when rendering or storing fails (nothing is left half-written in the database).
 */
export async function printOrderReceipt(req: PayloadRequest, orderId: number) {
  const scope = staffScope(req.user)
  const order = await loadOrder(req, orderId)
  if (!order) throw new ApiError(WORKFLOW_TEXTS.orderNotFound, 404)
  const branchId = relatedId(order.branch)
  assertBranchAccess(scope, branchId)
  const printer = await branchPrinter(req, branchId)
  if (!printer) throw new ApiError(PRINT_TEXTS.noPrinter, 409)
  const settings = await req.payload.findGlobal({ slug: 'config', select: { currency: true }, depth: 0, overrideAccess: true, req })
  try {
    return await inTransaction(req, () => queueReceipt(req, order, printer, settings.currency ?? null))
  } catch (error) {
    req.payload.logger.error({ err: error, orderId }, 'receipt could not be printed')
    throw new ApiError(PRINT_TEXTS.printFailed, 502)
  }
}

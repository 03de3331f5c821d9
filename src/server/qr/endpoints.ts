import type { Endpoint, PayloadRequest } from 'payload'

import { QR_TEXTS } from '@/src/domain/qr/texts'
import { relatedId } from '@/src/domain/relations'

import { ApiError } from '../api/apiError'
import { assertBranchAccess, parseId, staffScope } from '../orders/workflow/staffAccess'
import { attachment, qrImage, type QrImageFormat } from './image'
import { branchQrSheet } from './sheet'

const FORMATS: readonly QrImageFormat[] = ['svg', 'png']

/** `format` of the query: svg (also when missing) or png; anything else 422. */
function formatOf(req: PayloadRequest): QrImageFormat {
  const value = req.searchParams?.get('format')
  if (value === null || value === undefined || value === '') return 'svg'
  if ((FORMATS as readonly string[]).includes(value)) return value as QrImageFormat
  throw ApiError.fields([{ field: 'format', message: QR_TEXTS.errors.format }])
}

/** A file answer for staff: never cached, always a download. */
const download = (body: Uint8Array, contentType: string, filename: string) =>
  new Response(new Blob([body as Uint8Array<ArrayBuffer>], { type: contentType }), {
    headers: { 'Content-Type': contentType, 'Content-Disposition': attachment(filename), 'Cache-Control': 'private, no-store' },
  })

/**
 * GET /api/qr-codes/{id}/image?format=svg|png: the code's picture at print size (staff only: 401
 * without session, 403 for customers; 404 for an unknown code, 422 for another format). A table
 * code carries its table's number in the middle.
 */
export const qrImageEndpoint: Endpoint = {
  path: '/:id/image',
  method: 'get',
  handler: async (req) => {
    staffScope(req.user)
    const id = parseId(req.routeParams?.id)
    const format = formatOf(req)
    const code = id
      ? await req.payload.findByID({ collection: 'qr-codes', id, depth: 0, overrideAccess: true, disableErrors: true, select: { identifier: true, name: true, table: true } })
      : null
    if (!code) throw new ApiError(QR_TEXTS.errors.codeNotFound, 404)
    const tableId = relatedId(code.table)
    const table = tableId === null
      ? null
      : await req.payload.findByID({ collection: 'tables', id: tableId, depth: 0, overrideAccess: true, disableErrors: true, select: { identifier: true } })
    const image = await qrImage({ identifier: code.identifier, name: code.name, label: table?.identifier ?? null }, format)
    return download(image.body, image.contentType, image.filename)
  },
}

/**
 * GET /api/branches/{id}/qr-sheet: the printable PDF of the branch's table codes, for admins and
 * the branch's employees (401 without session, 403 otherwise, 404 for an unknown branch).
 */
export const branchQrSheetEndpoint: Endpoint = {
  path: '/:id/qr-sheet',
  method: 'get',
  handler: async (req) => {
    const scope = staffScope(req.user)
    const id = parseId(req.routeParams?.id)
    if (!id) throw new ApiError(QR_TEXTS.errors.branchNotFound, 404)
    assertBranchAccess(scope, id)
    const sheet = await branchQrSheet(req.payload, id)
    return download(sheet.pdf, 'application/pdf', sheet.filename)
  },
}

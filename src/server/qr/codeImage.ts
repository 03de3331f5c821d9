import type { Payload } from 'payload'

import { QR_TEXTS } from '@/src/domain/qr/texts'
import { relatedId } from '@/src/domain/relations'
import { ApiError } from '@/src/server/http/apiError'

import { qrImage, type QrImage, type QrImageFormat } from './image'

/** The stored code's picture at print size; a table code carries its table's number in the middle (404 for an unknown code). */
export async function qrCodeImage(payload: Payload, id: number | null, format: QrImageFormat): Promise<QrImage> {
  const code = id
    ? await payload.findByID({ collection: 'qr-codes', id, depth: 0, overrideAccess: true, disableErrors: true, select: { identifier: true, name: true, table: true } })
    : null
  if (!code) throw new ApiError(QR_TEXTS.errors.codeNotFound, 404)
  const tableId = relatedId(code.table)
  const table = tableId === null
    ? null
    : await payload.findByID({ collection: 'tables', id: tableId, depth: 0, overrideAccess: true, disableErrors: true, select: { identifier: true } })
  return qrImage({ identifier: code.identifier, name: code.name, label: table?.identifier ?? null }, format)
}

import type { Endpoint, PayloadRequest } from 'payload'

import { QR_TEXTS } from '@/src/domain/qr/texts'
import { privateDownload } from '@/src/server/api/answer'
import { ApiError } from '@/src/server/http/apiError'
import { parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import { qrCodeImage } from '@/src/server/qr/codeImage'
import type { QrImageFormat } from '@/src/server/qr/image'

const FORMATS: readonly QrImageFormat[] = ['svg', 'png']

/** `format` of the query: svg (also when missing) or png; anything else 422. */
function formatOf(req: PayloadRequest): QrImageFormat {
  const value = req.searchParams?.get('format')
  if (value === null || value === undefined || value === '') return 'svg'
  if ((FORMATS as readonly string[]).includes(value)) return value as QrImageFormat
  throw ApiError.fields([{ field: 'format', message: QR_TEXTS.errors.format }])
}

/**
 * GET /api/qr-codes/{id}/image?format=svg|png: the code's picture at print size (staff only: 401
 * without session, 403 for customers; 404 for an unknown code, 422 for another format).
 */
export const qrImageEndpoint: Endpoint = {
  path: '/:id/image',
  method: 'get',
  handler: async (req) => {
    staffScope(req.user)
    const id = parseId(req.routeParams?.id)
    const image = await qrCodeImage(req.payload, id, formatOf(req))
    return privateDownload(image.body, image.contentType, image.filename)
  },
}

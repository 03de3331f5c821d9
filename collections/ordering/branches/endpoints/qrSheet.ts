import type { Endpoint } from 'payload'

import { QR_TEXTS } from '@/src/domain/qr/texts'
import { privateDownload } from '@/src/server/api/answer'
import { ApiError } from '@/src/server/http/apiError'
import { assertBranchAccess, parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import { branchQrSheet } from '@/src/server/qr/sheet'

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
    return privateDownload(sheet.pdf, 'application/pdf', sheet.filename)
  },
}

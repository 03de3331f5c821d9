import { createHash, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import { parseId } from '../orders/workflow/staffAccess'
import { WORKFLOW_TEXTS as T } from '../orders/workflow/texts'

/** Compares two secrets in constant time (hashes first, so lengths do not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * The branch id of a display URL /{branchId}/{apiKey} when the key is the branch's current API
 * key. An unknown branch, a branch without key and a wrong key all answer the same 404.
 */
export async function branchByApiKey(req: PayloadRequest): Promise<number> {
  const notFound = () => new ApiError(T.displayNotFound, 404)
  const branchId = parseId(req.routeParams?.branchId)
  const apiKey = String(req.routeParams?.apiKey ?? '')
  if (!branchId) throw notFound()
  const branch = await req.payload.findByID({
    collection: 'branches',
    id: branchId,
    select: { apiKey: true },
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  const expected = branch?.apiKey ?? ''
  const matches = sameSecret(apiKey, expected)
  if (!branch || expected === '' || !matches) throw notFound()
  return branchId
}

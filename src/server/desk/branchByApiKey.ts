import type { Payload, PayloadRequest } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import { sameSecret } from '@/src/server/security/sameSecret'

import { parseId } from '../orders/workflow/staffAccess'
import { WORKFLOW_TEXTS as T } from '../orders/workflow/texts'

/** A branch as the displays name it. */
export interface DisplayBranch {
  id: number
  name: string
}

/**
 * The branch of a display address /{branchId}/{apiKey} when the key is the branch's current API
 * key; null for an unknown branch, a branch without key and a wrong key alike.
 */
export async function branchOfDisplayKey(payload: Payload, branchIdParam: unknown, apiKey: string): Promise<DisplayBranch | null> {
  const branchId = parseId(branchIdParam)
  if (!branchId) return null
  const branch = await payload.findByID({ collection: 'branches', id: branchId, select: { name: true, apiKey: true }, depth: 0, disableErrors: true, overrideAccess: true })
  return branch && sameSecret(apiKey, branch.apiKey) ? { id: branchId, name: branch.name ?? '' } : null
}

/** The branch id of a display call's path, or the same German 404 for every kind of mismatch. */
export async function branchByApiKey(req: PayloadRequest): Promise<number> {
  const branch = await branchOfDisplayKey(req.payload, req.routeParams?.branchId, String(req.routeParams?.apiKey ?? ''))
  if (!branch) throw new ApiError(T.displayNotFound, 404)
  return branch.id
}

import type { PayloadRequest } from 'payload'

import { branchScope, type BranchScope, scopeIncludes } from '@/src/domain/roles'

import { ApiError } from '@/src/server/http/apiError'
import { WORKFLOW_TEXTS as T } from './texts'

/**
 * The branch scope of the signed-in user: 401 without a session, 403 for anyone who is neither
 * an admin nor an employee of the back office (shop customers included).
 */
export function staffScope(user: PayloadRequest['user']): BranchScope {
  if (!user) throw new ApiError(T.signIn, 401)
  const scope = branchScope(user)
  if (!scope) throw new ApiError(T.forbidden, 403)
  return scope
}

/** 403 unless the scope covers the branch (an order without branch belongs to admins only). */
export function assertBranchAccess(scope: BranchScope, branchId: number | null | undefined): void {
  if (!scopeIncludes(scope, branchId)) throw new ApiError(T.forbidden, 403)
}

/** A positive integer id from a path segment, or null (the caller answers 404). */
export function parseId(value: unknown): number | null {
  const id = Number(value)
  return typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null
}

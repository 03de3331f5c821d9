import type { Where } from 'payload'

import type { BranchScope } from '@/src/domain/roles'

import { ApiError } from '@/src/server/http/apiError'
import { assertBranchAccess } from '../staffAccess'
import { WORKFLOW_TEXTS as T } from '../texts'

/**
 * The branch condition of a staff list: the requested branch (403 when outside the user's
 * branches), else all branches of an employee, else nothing for admins. Null means the list is
 * empty by definition (an employee without branches).
 */
export function branchCondition(scope: BranchScope, requestedBranch: number | undefined): Where | null {
  if (requestedBranch !== undefined) {
    assertBranchAccess(scope, requestedBranch)
    return { branch: { equals: requestedBranch } }
  }
  if (scope.all) return {}
  return scope.branchIds.length > 0 ? { branch: { in: scope.branchIds } } : null
}

/** `?branch=` as a positive integer; absent → undefined; anything else → 422. */
export function readBranchParam(searchParams: URLSearchParams | undefined): number | undefined {
  const raw = searchParams?.get('branch')
  if (raw === null || raw === undefined || raw === '') return undefined
  const id = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) {
    throw new ApiError(T.branchInvalid, 422, 'branch')
  }
  return id
}

/** The query parameters of a request as a plain object for a schema. */
export const queryObject = (searchParams: URLSearchParams | undefined): Record<string, string> =>
  Object.fromEntries(searchParams?.entries() ?? [])

/** Combines conditions with AND, leaving out empty ones. */
export const allOf = (...conditions: Where[]): Where => {
  const parts = conditions.filter((condition) => Object.keys(condition).length > 0)
  return parts.length === 1 ? parts[0] : { and: parts }
}

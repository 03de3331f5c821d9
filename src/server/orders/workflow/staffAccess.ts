import { ClientError } from '../../api/clientError'
import { branchIds, hasRole, isStaffUser, ROLES } from '@/src/domain/roles'
import { WORKFLOW_TEXTS as T } from './texts'

type MaybeStaff = Parameters<typeof hasRole>[0] & { branches?: readonly (number | string | { id: number | string })[] | null }

/** Which branches a staff member acts for: every branch (admins) or the listed ones (employees). */
export type BranchScope = { all: true } | { all: false; branchIds: number[] }

/**
 * The branch scope of the signed-in user: 401 without a session, 403 for anyone who is neither
 * an admin nor an employee of the back office (shop customers included).
 */
export function staffScope(user: unknown): BranchScope {
  const staff = user as MaybeStaff | null | undefined
  if (!staff) throw new ClientError(T.signIn, 401)
  if (!isStaffUser(staff)) throw new ClientError(T.forbidden, 403)
  if (hasRole(staff, ROLES.admin)) return { all: true }
  if (!hasRole(staff, ROLES.employee)) throw new ClientError(T.forbidden, 403)
  return { all: false, branchIds: branchIds(staff).map(Number).filter(Number.isFinite) }
}

export const scopeIncludes = (scope: BranchScope, branchId: number | null | undefined): boolean =>
  scope.all || (branchId !== null && branchId !== undefined && scope.branchIds.includes(Number(branchId)))

/** 403 unless the scope covers the branch (an order without branch belongs to admins only). */
export function assertBranchAccess(scope: BranchScope, branchId: number | null | undefined): void {
  if (!scopeIncludes(scope, branchId)) throw new ClientError(T.forbidden, 403)
}

/** A positive integer id from a path segment, or null (the caller answers 404). */
export function parseId(value: unknown): number | null {
  const id = Number(value)
  return typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null
}

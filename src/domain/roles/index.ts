/**
 * Who a signed-in account is: roles as one typed constant and the checks every access rule and
 * service builds on. Pure: the account is any object with Payload's `collection` and `roles`.
 */
export const ROLES = {
  admin: 'ROLE_ADMIN',
  employee: 'ROLE_EMPLOYEE',
  user: 'ROLE_USER',
  externalUser: 'ROLE_EXTERNAL_USER',
} as const

export type Role = (typeof ROLES)[keyof typeof ROLES]

type WithRoles = { roles?: readonly string[] | null; collection?: string } | null | undefined

/** A role check tests membership in the user's roles list. */
export const hasRole = (user: WithRoles, role: Role): boolean => Boolean(user?.roles?.includes(role))

/** Staff are the users of the back office (collection `users`), never shop customers. */
export const isStaffUser = (user: WithRoles): boolean => user?.collection === 'users'

/** A back-office user holding ROLE_ADMIN. */
export const isAdminUser = (user: WithRoles): boolean => isStaffUser(user) && hasRole(user, ROLES.admin)

/** A back-office user holding ROLE_ADMIN or ROLE_EMPLOYEE. */
export const isStaffMember = (user: WithRoles): boolean =>
  isStaffUser(user) && (hasRole(user, ROLES.admin) || hasRole(user, ROLES.employee))

type WithBranches = { branches?: readonly (number | string | { id: number | string })[] | null } | null | undefined

/** Ids of the branches a staff user works for, whether the relation is populated or not. */
const branchIds = (user: WithBranches): number[] =>
  (user?.branches ?? []).map((branch) => Number(typeof branch === 'object' ? branch.id : branch)).filter(Number.isFinite)

/** Which branches a staff member acts for: every branch (admins) or the listed ones (employees). */
export type BranchScope = { all: true } | { all: false; branchIds: number[] }

/**
 * The one rule of who acts for which branch: back-office admins for every branch, employees for
 * the branches of their account, anybody else (shop customers, staff without either role, no
 * account) for none (null).
 */
export function branchScope(user: WithRoles & WithBranches): BranchScope | null {
  if (!isStaffUser(user)) return null
  if (hasRole(user, ROLES.admin)) return { all: true }
  if (!hasRole(user, ROLES.employee)) return null
  return { all: false, branchIds: branchIds(user) }
}

/** True when the scope covers the branch (its id or the populated relation); a document without branch belongs to admins only. */
export function scopeIncludes(scope: BranchScope | null, branch: number | string | { id: number | string } | null | undefined): boolean {
  if (!scope) return false
  if (scope.all) return true
  const id = typeof branch === 'object' && branch !== null ? branch.id : branch
  return id !== null && id !== undefined && scope.branchIds.includes(Number(id))
}

type ShopUser = { collection?: string; roles?: string[] | null; customers?: (number | { id: number })[] | null }

/** A signed-in shop customer (collection external-users, role ROLE_EXTERNAL_USER). */
export const isExternalUserAccount = (user: unknown): user is ShopUser & { id: number } =>
  (user as ShopUser | null)?.collection === 'external-users' && hasRole(user as ShopUser, ROLES.externalUser)

/**
 * A shop customer whose account staff approved: only they act for their customer records. The flag
 * comes with the signed-in account, which Payload reads from the database on every request.
 */
export const isApprovedExternalUserAccount = (user: unknown): user is ShopUser & { id: number } =>
  isExternalUserAccount(user) && (user as { isApproved?: boolean | null }).isApproved === true

/** Ids of the customer records an external user acts for. */
export const customerIdsOf = (user: ShopUser): number[] =>
  (user.customers ?? []).map((customer) => (typeof customer === 'object' ? customer.id : customer))

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
export const branchIds = (user: WithBranches): (number | string)[] =>
  (user?.branches ?? []).map((branch) => (typeof branch === 'object' ? branch.id : branch))

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

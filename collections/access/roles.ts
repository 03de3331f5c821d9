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

type WithBranches = { branches?: readonly (number | string | { id: number | string })[] | null } | null | undefined

/** Ids of the branches a staff user works for, whether the relation is populated or not. */
export const branchIds = (user: WithBranches): (number | string)[] =>
  (user?.branches ?? []).map((branch) => (typeof branch === 'object' ? branch.id : branch))

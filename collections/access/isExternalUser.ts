import type { Access } from 'payload'

import { hasRole, ROLES } from './roles'

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

export const isExternalUser: Access = ({ req: { user } }) => isExternalUserAccount(user)

import type { Access } from 'payload'

import { hasRole, ROLES } from './roles'

type ShopUser = { collection?: string; roles?: string[] | null; customers?: (number | { id: number })[] | null }

/** A signed-in shop customer (collection external-users, role ROLE_EXTERNAL_USER). */
export const isExternalUserAccount = (user: unknown): user is ShopUser & { id: number } =>
  (user as ShopUser | null)?.collection === 'external-users' && hasRole(user as ShopUser, ROLES.externalUser)

/** Ids of the customer records an external user acts for. */
export const customerIdsOf = (user: ShopUser): number[] =>
  (user.customers ?? []).map((customer) => (typeof customer === 'object' ? customer.id : customer))

export const isExternalUser: Access = ({ req: { user } }) => isExternalUserAccount(user)

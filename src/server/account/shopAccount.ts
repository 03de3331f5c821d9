import type { PayloadRequest } from 'payload'

import { customerIdsOf, hasRole, isApprovedExternalUserAccount, ROLES } from '@/src/domain/roles'
import { ApiError, unauthorized } from '@/src/server/http/apiError'

/** An approved shop account without a customer record cannot order or keep addresses. */
export const NO_CUSTOMER = 'Ihrem Konto ist noch kein Kunde zugeordnet. Bitte wenden Sie sich an uns.'

/** The request's signed-in, approved shop customer account (ROLE_EXTERNAL_USER), else 401. */
export function requireShopAccount(req: PayloadRequest) {
  const user = req.user
  if (user?.collection !== 'external-users' || !isApprovedExternalUserAccount(user) || !hasRole(user, ROLES.externalUser)) throw unauthorized()
  return user
}

/** The customer record that account acts for (its first), else 409 with NO_CUSTOMER. */
export function requireOwnCustomerId(req: PayloadRequest): number {
  const id = customerIdsOf(requireShopAccount(req))[0]
  if (id === undefined) throw new ApiError(NO_CUSTOMER, 409)
  return id
}

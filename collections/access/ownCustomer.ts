import type { Access } from 'payload'

import { customerIdsOf, isExternalUserAccount } from './isExternalUser'

/** External users reach only documents of their own customer records (`field` holds the customer). */
export const ownCustomer =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!isExternalUserAccount(user)) return false
    return { [field]: { in: customerIdsOf(user) } }
  }

import type { Access } from 'payload'

import { customerIdsOf, isApprovedExternalUserAccount } from '@/src/domain/roles'

/** Approved external users reach only documents of their own customer records (`field` holds the customer). */
export const ownCustomer =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!isApprovedExternalUserAccount(user)) return false
    return { [field]: { in: customerIdsOf(user) } }
  }

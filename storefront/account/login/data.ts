import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { headers } from 'next/headers'

import { isApprovedExternalUserAccount } from '@/src/domain/roles'
import { loadShell } from '@/storefront/shell/data'

/**
 * The account screens' data (server only): the signed-in shop customer of the request and the
 * shop's contact for the welcome area.
 */

/** A signed-in, approved shop customer (ROLE_EXTERNAL_USER), as the welcome area names them. */
export interface AccountHolder {
  firstName: string
  lastName: string
  /** The username: the account's e-mail address. */
  email: string
}

export interface ShopContact {
  email: string | null
  phone: string | null
}

/** The customer signed in with the request's session cookie, or null (nobody, staff, or an account not approved). */
export async function loadAccountHolder(): Promise<AccountHolder | null> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isApprovedExternalUserAccount(user)) return null
  const account = user as { firstName?: string | null; lastName?: string | null; email?: string | null }
  return { firstName: account.firstName ?? '', lastName: account.lastName ?? '', email: account.email ?? '' }
}

/** The shop's e-mail address and phone number from the settings, where set. */
export async function loadShopContact(): Promise<ShopContact> {
  const { contact } = await loadShell()
  return { email: contact.email, phone: contact.phone }
}

import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { headers } from 'next/headers'

import { addressLines, type AddressLines, type AddressSource } from '@/src/domain/account'
import { customerIdsOf, isApprovedExternalUserAccount } from '@/src/domain/roles'

import { loadCurrency } from '../data'

export interface PartsCheckoutData {
  currency: string
  /** The customer's billing data ('Meine Daten'), the VAT number only when verified. */
  billing: AddressLines
  contact: AddressLines
  /** The saved shipping addresses, by index (the checkout form keeps the index; null is the billing address). */
  shippingAddresses: AddressLines[]
}

/** The checkout's data for the signed-in shop customer (server only); null without one (or without a customer record). */
export async function loadPartsCheckout(): Promise<PartsCheckoutData | null> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isApprovedExternalUserAccount(user)) return null
  const customerId = customerIdsOf(user)[0]
  if (customerId === undefined) return null
  const [customer, currency] = await Promise.all([
    payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true, disableErrors: true }),
    loadCurrency(),
  ])
  if (!customer) return null
  const account = user as AddressSource
  return {
    currency,
    billing: [...addressLines({ ...customer, companyName: customer.isCompany ? customer.companyName : null }), ...(customer.isVatNumberVerified && customer.vatNumber ? [`UID-Nummer: ${customer.vatNumber}`] : [])],
    contact: addressLines({ firstName: account.firstName, lastName: account.lastName, email: account.email, phone: account.phone }),
    shippingAddresses: (customer.data?.shippingAddresses ?? []).map((entry) => addressLines(entry.value ?? {})),
  }
}

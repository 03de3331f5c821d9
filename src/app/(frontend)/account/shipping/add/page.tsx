import type { Metadata } from 'next'

import { AccountFrame } from '@/storefront/account/AccountFrame'
import { AddressForm } from '@/storefront/account/shipping/AddressForm'
import { loadOwnShippingAddresses } from '@/storefront/account/shipping/data'
import { SignInPrompt } from '@/storefront/account/SignInPrompt'
import { SHIPPING_TEXTS } from '@/storefront/account/shipping/texts'

/** A new shipping address (account_shipping_add). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: SHIPPING_TEXTS.addTitle, robots: { index: false } }

export default async function Page() {
  const addresses = await loadOwnShippingAddresses()
  return (
    <AccountFrame title={SHIPPING_TEXTS.addTitle}>
      {addresses ? <AddressForm index={null} /> : <SignInPrompt message={SHIPPING_TEXTS.signIn} returnUrl="/account/shipping/add" />}
    </AccountFrame>
  )
}

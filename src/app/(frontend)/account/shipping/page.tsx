import type { Metadata } from 'next'

import { AccountFrame } from '@/storefront/account/AccountFrame'
import { loadOwnShippingAddresses } from '@/storefront/account/shipping/data'
import { ShippingList } from '@/storefront/account/shipping/ShippingList'
import { SignInPrompt } from '@/storefront/account/SignInPrompt'
import { SHIPPING_TEXTS } from '@/storefront/account/shipping/texts'

/** The signed-in customer's shipping addresses (account_shipping). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: SHIPPING_TEXTS.listTitle, robots: { index: false } }

export default async function Page() {
  const addresses = await loadOwnShippingAddresses()
  return (
    <AccountFrame title={SHIPPING_TEXTS.listTitle}>
      {addresses ? <ShippingList addresses={addresses} /> : <SignInPrompt message={SHIPPING_TEXTS.signIn} returnUrl="/account/shipping" />}
    </AccountFrame>
  )
}

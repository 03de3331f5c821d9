import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { fillPlaceholders } from '@/src/domain/text'
import { AccountFrame } from '@/storefront/account/AccountFrame'
import { AddressForm } from '@/storefront/account/shipping/AddressForm'
import { loadOwnShippingAddresses } from '@/storefront/account/shipping/data'
import { SignInPrompt } from '@/storefront/account/SignInPrompt'
import { SHIPPING_TEXTS } from '@/storefront/account/shipping/texts'

/** Edits a shipping address (account_shipping_edit): the index is zero-based, shown +1; an unknown one goes to the list. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ index: string }> }

const indexOf = (raw: string) => (/^\d{1,6}$/.test(raw) ? Number(raw) : -1)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: fillPlaceholders(SHIPPING_TEXTS.editTitle, { n: indexOf((await params).index) + 1 }), robots: { index: false } }
}

export default async function Page({ params }: Props) {
  const { index: raw } = await params
  const index = indexOf(raw)
  const addresses = await loadOwnShippingAddresses()
  if (!addresses) {
    return (
      <AccountFrame title={SHIPPING_TEXTS.listTitle}>
        <SignInPrompt message={SHIPPING_TEXTS.signIn} returnUrl={`/account/shipping/${encodeURIComponent(raw)}`} />
      </AccountFrame>
    )
  }
  const address = addresses[index]
  if (!address) redirect('/account/shipping')
  return (
    <AccountFrame title={fillPlaceholders(SHIPPING_TEXTS.editTitle, { n: index + 1 })}>
      <AddressForm index={index} address={address} />
    </AccountFrame>
  )
}

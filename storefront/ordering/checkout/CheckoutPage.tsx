import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'

import { loadCheckout } from '../data/loadCheckout'
import { CheckoutScreen } from './CheckoutScreen'
import { CHECKOUT_TEXTS } from './texts'

/** Page title 'Bestellvorgang' (the layout's template appends ' - {shop title}'); not for search engines. */
export const checkoutMetadata: Metadata = { title: CHECKOUT_TEXTS.pageTitle, robots: { index: false } }

/** The checkout of a branch (also the payment-failed variant): loads the cached data and renders the screen. */
export async function CheckoutPage({ identifier, paymentFailed = false }: { identifier: string; paymentFailed?: boolean }) {
  const data = await loadCheckout(identifier)
  if (!data) notFound()
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: data.branch.name, href: `/store/${data.branch.identifier}` }, { label: CHECKOUT_TEXTS.pageTitle }]} />
      <CheckoutScreen data={data} paymentFailed={paymentFailed} />
    </div>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { checkoutView, openStateClock } from '@/src/domain/schedule/branchClock'
import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'

import { loadCheckout } from '../data/loadCheckout'
import { CheckoutScreen } from './CheckoutScreen'
import { CHECKOUT_TEXTS } from './texts'

/** Page title 'Bestellvorgang' (the layout's template appends ' - {shop title}'); not for search engines. */
export const checkoutMetadata: Metadata = { title: CHECKOUT_TEXTS.pageTitle, robots: { index: false } }

/**
 * The checkout of a branch (also the payment-failed variant): loads the cached data and renders the
 * screen. The open state is worked out here over the coming days, as segments the browser reads
 * with its own clock, so the page's script carries no calendar code.
 */
export async function CheckoutPage({ identifier, paymentFailed = false }: { identifier: string; paymentFailed?: boolean }) {
  const data = await loadCheckout(identifier)
  if (!data) notFound()
  const renderedAt = new Date()
  const openState = openStateClock(data.branch, renderedAt, checkoutView)
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: data.branch.name, href: `/store/${data.branch.identifier}` }, { label: CHECKOUT_TEXTS.pageTitle }]} />
      <CheckoutScreen data={data} openState={openState} renderedAt={renderedAt.toISOString()} paymentFailed={paymentFailed} />
    </div>
  )
}

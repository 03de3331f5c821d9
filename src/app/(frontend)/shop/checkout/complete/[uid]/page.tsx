import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'
import { checkoutMetadata } from '@/storefront/shop/checkout/CheckoutPage'
import { CompleteScreen } from '@/storefront/shop/checkout/CompleteScreen'
import { PARTS_CHECKOUT_TEXTS } from '@/storefront/shop/checkout/texts'
import { SHOP_TEXTS } from '@/storefront/shop/texts'

/** Parts checkout, step 4 (shop_checkout_complete): the order number; anything that is no order number is the 404. */
export const dynamic = 'force-dynamic'

export const metadata = checkoutMetadata

export default async function Page({ params }: { params: Promise<{ uid: string }> }) {
  const { uid } = await params
  if (!/^[\w-]{1,40}$/.test(uid)) notFound()
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: SHOP_TEXTS.catalogueTitle, href: '/shop' }, { label: PARTS_CHECKOUT_TEXTS.title }]} />
      <h1>{PARTS_CHECKOUT_TEXTS.title}</h1>
      <CompleteScreen uid={uid} />
    </div>
  )
}

import { CheckoutPage, checkoutMetadata } from '@/storefront/shop/checkout/CheckoutPage'

/** Parts checkout, step 'shipping' (per request: the signed-in customer's data). */
export const dynamic = 'force-dynamic'

export const metadata = checkoutMetadata

export default function Page() {
  return <CheckoutPage step="shipping" />
}

import { CheckoutPage, checkoutMetadata } from '@/storefront/ordering/checkout/CheckoutPage'

/** Rendered per request: the branch's slots change by the minute, and the page's scripts carry a fresh nonce (src/proxy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ branch: string }> }

export const metadata = checkoutMetadata

export default async function Page({ params }: Props) {
  return <CheckoutPage identifier={(await params).branch} />
}

import { CheckoutPage, checkoutMetadata } from '@/storefront/ordering/checkout/CheckoutPage'

type Props = { params: Promise<{ branch: string }> }

export const metadata = checkoutMetadata

/** The checkout after a failed online payment: the same screen with the payment-failed notice. */
export default async function Page({ params }: Props) {
  return <CheckoutPage identifier={(await params).branch} paymentFailed />
}

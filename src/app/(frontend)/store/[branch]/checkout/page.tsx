import { CheckoutPage, checkoutMetadata } from '@/storefront/ordering/checkout/CheckoutPage'

type Props = { params: Promise<{ branch: string }> }

export const metadata = checkoutMetadata

export default async function Page({ params }: Props) {
  return <CheckoutPage identifier={(await params).branch} />
}

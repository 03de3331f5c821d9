import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { orderHistoryPage } from '@/src/domain/orders/shopOrderHistory'
import { AccountFrame } from '@/storefront/account/AccountFrame'
import { loadOwnOrderPage } from '@/storefront/account/orders/data'
import { OrdersScreen } from '@/storefront/account/orders/OrdersScreen'
import { ORDERS_TEXTS } from '@/storefront/account/orders/texts'

/** The signed-in customer's parts-shop orders (account_orders); without a shop session to the sign-in and back. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: ORDERS_TEXTS.listTitle, robots: { index: false, follow: false } }

const PATH = '/account/orders'

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export default async function Page({ searchParams }: Props) {
  const page = orderHistoryPage((await searchParams).page) ?? 1
  const history = await loadOwnOrderPage(page)
  if (history === 'signed-out') redirect(`/account/login?returnUrl=${encodeURIComponent(page > 1 ? `${PATH}?page=${page}` : PATH)}`)
  if (history.docs.length === 0 && history.totalPages > 0) redirect(history.totalPages > 1 ? `${PATH}?page=${history.totalPages}` : PATH)
  return (
    <AccountFrame title={ORDERS_TEXTS.listTitle}>
      <OrdersScreen history={history} />
    </AccountFrame>
  )
}

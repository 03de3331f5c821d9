import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'

import { shopOrderDetailHeading } from '@/src/domain/orders/texts'
import { AccountFrame } from '@/storefront/account/AccountFrame'
import { loadOwnOrder } from '@/storefront/account/orders/data'
import { OrderDetail } from '@/storefront/account/orders/OrderDetail'

/**
 * One order of the signed-in customer (account_orders_view), headed 'Auftrag {uid}'. Another
 * customer's order, a branch order and an unknown number are the German 404; without a shop
 * session to the sign-in and back.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ uid: string }> }

/** Metadata and page of one request share the load. */
const load = cache((uid: string) => loadOwnOrder(uid))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const order = await load((await params).uid)
  return { title: order && order !== 'signed-out' ? shopOrderDetailHeading(order.uid) : undefined, robots: { index: false, follow: false } }
}

export default async function Page({ params }: Props) {
  const { uid } = await params
  const order = await load(uid)
  if (order === 'signed-out') redirect(`/account/login?returnUrl=${encodeURIComponent(`/account/orders/${encodeURIComponent(uid)}`)}`)
  if (!order) notFound()
  return (
    <AccountFrame title={shopOrderDetailHeading(order.uid)}>
      <OrderDetail order={order} />
    </AccountFrame>
  )
}

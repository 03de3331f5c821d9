'use client'

import { useEffect, useState } from 'react'

import type { MissedOrdersAnswer, StaffListOrder } from '@/src/domain/contracts/desk'
import { fillPlaceholders, formatTime } from '@/src/domain/text'
import { call } from '@/storefront/ui/api'

import { DESK_TEXTS as T } from '@/backoffice/desk/texts'
import styles from './Today.module.css'

/** Missed orders change slowly (15 minutes without reaction): a look every 30 seconds is enough. */
const POLL_MS = 30_000

/**
 * The missed orders of a branch above the 'Heute' board (GET /api/orders/missed?branch=): pending
 * orders nobody reacted to within 15 minutes, each linked to its order view. Nothing while there
 * are none; a failed look keeps the last answer (the board itself reports the connection).
 */
export function MissedOrders({ branchId }: { branchId: number }) {
  const [orders, setOrders] = useState<StaffListOrder[]>([])

  useEffect(() => {
    const controller = new AbortController()
    const look = async () => {
      const answer = await call<MissedOrdersAnswer>(`/api/orders/missed?branch=${branchId}`, { signal: controller.signal, fallback: T.loadFailed })
      if (answer.ok && !controller.signal.aborted) setOrders(answer.data.docs)
    }
    void look()
    const timer = setInterval(() => void look(), POLL_MS)
    return () => {
      controller.abort()
      clearInterval(timer)
    }
  }, [branchId])

  if (orders.length === 0) return null
  return (
    <section className={styles.missed} aria-label={fillPlaceholders(T.admin.missedHeading, { count: String(orders.length) })} data-testid="missed-orders">
      <strong>{fillPlaceholders(T.admin.missedHeading, { count: String(orders.length) })}</strong> <span>{T.admin.missedHint}</span>
      <ul>
        {orders.map((order) => (
          <li key={order.id}>
            <a href={`/backend/collections/orders/${order.id}`}>{fillPlaceholders(T.admin.missedOrder, { uid: order.uid ?? String(order.id), time: formatTime(new Date(order.createdAt)) })}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

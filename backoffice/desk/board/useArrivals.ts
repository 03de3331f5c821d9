'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { BoardOrder } from '../types'

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((id) => b.has(id))

/**
 * New orders since the board opened: a pending order whose id the board has not shown before is
 * 'unseen' (highlighted, counted in the tab title, announced with `onArrival`) until staff tap
 * it or it leaves 'Neu'. The orders of the first load are the starting point, not arrivals.
 */
export function useArrivals(orders: readonly BoardOrder[] | null, onArrival: (count: number) => void) {
  const known = useRef<Set<number> | null>(null)
  const arrivalRef = useRef(onArrival)
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(() => new Set())

  useEffect(() => {
    arrivalRef.current = onArrival
  })

  useEffect(() => {
    if (!orders) return
    if (!known.current) {
      known.current = new Set(orders.map((order) => order.id))
      return
    }
    const seenBefore = known.current
    const arrived = orders.filter((order) => order.status === 'pending' && !seenBefore.has(order.id)).map((order) => order.id)
    for (const order of orders) seenBefore.add(order.id)
    const pending = new Set(orders.filter((order) => order.status === 'pending').map((order) => order.id))
    setUnseen((previous) => {
      const next = new Set([...previous, ...arrived].filter((id) => pending.has(id)))
      return sameSet(previous, next) ? previous : next
    })
    if (arrived.length > 0) arrivalRef.current(arrived.length)
  }, [orders])

  const acknowledge = useCallback((id: number) => {
    setUnseen((previous) => {
      if (!previous.has(id)) return previous
      const next = new Set(previous)
      next.delete(id)
      return next
    })
  }, [])

  return { unseen, acknowledge }
}

'use client'

import { useCallback, useEffect, useState } from 'react'

import type { PublicOrder } from '@/src/domain/contracts/ordering'
import { keepPolling, STATUS_POLL_INTERVAL_MS } from '@/src/domain/orders'

import { fetchPublicOrder } from './api'

/**
 * The public order, polled every 10 s while it can still change (ordering-storefront.md sections
 * 4 and 9). Polling stops once the order is completed, rejected, cancelled or failed, pauses while
 * the page is hidden (and catches up when it is shown again), and ends when the screen unmounts.
 */
export function usePublicOrder(initial: PublicOrder) {
  const [order, setOrder] = useState(initial)
  const { uid, hash } = initial
  const polling = keepPolling(order)

  const reload = useCallback(async (): Promise<void> => {
    const result = await fetchPublicOrder(uid, hash)
    if (result.ok) setOrder(result.data)
  }, [uid, hash])

  useEffect(() => {
    if (!polling) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let controller: AbortController | undefined

    const schedule = () => {
      clearTimeout(timer)
      if (!stopped && !document.hidden) timer = setTimeout(poll, STATUS_POLL_INTERVAL_MS)
    }
    const poll = async () => {
      controller?.abort()
      controller = new AbortController()
      const result = await fetchPublicOrder(uid, hash, controller.signal)
      if (stopped) return
      if (result.ok) setOrder(result.data)
      schedule()
    }
    const onVisibilityChange = () => {
      if (document.hidden) {
        clearTimeout(timer)
        controller?.abort()
      } else {
        void poll()
      }
    }

    schedule()
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      stopped = true
      clearTimeout(timer)
      controller?.abort()
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [polling, uid, hash])

  return { order, setOrder, reload }
}

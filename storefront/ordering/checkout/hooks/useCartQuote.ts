'use client'

import { useEffect, useMemo, useState } from 'react'

import type { CartQuote } from '@/src/domain/pricing'
import type { CartItem, DeliveryMode } from '@/src/domain/types'

import type { CheckoutError } from '../form'

export type Quote = CartQuote & { errors?: CheckoutError[] }

/**
 * The authoritative totals of the cart from POST /api/cart/quote, fetched again (debounced) when
 * items, mode or delivery area change. `quote` is null until the first answer (or when it failed).
 */
export function useCartQuote(
  branchId: number,
  mode: DeliveryMode,
  deliveryArea: string | null | undefined,
  items: readonly CartItem[],
  enabled: boolean,
): { quote: Quote | null; isLoading: boolean } {
  const body = useMemo(
    () =>
      JSON.stringify({
        branch: branchId,
        mode,
        deliveryArea: mode === 'delivery' ? (deliveryArea ?? null) : null,
        items: items.map((item) => ({ product: item.product.id, amount: item.amount, unit: item.unit ?? null, parts: item.parts ?? [] })),
      }),
    [branchId, mode, deliveryArea, items],
  )
  const [state, setState] = useState<{ body: string; quote: Quote | null } | null>(null)

  useEffect(() => {
    if (!enabled || items.length === 0) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      fetch('/api/cart/quote', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Quote>) : null))
        .then((quote) => setState({ body, quote }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ body, quote: null })
        })
    }, 150)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [body, enabled, items.length])

  const isCurrent = state?.body === body
  return { quote: state?.quote ?? null, isLoading: enabled && items.length > 0 && !isCurrent }
}

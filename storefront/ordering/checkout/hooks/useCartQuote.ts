'use client'

import { useEffect, useMemo, useState } from 'react'

import type { CartQuoteAnswer } from '@/src/domain/contracts/ordering'
import type { CartItem } from '@/src/domain/cart/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import { call } from '@/storefront/ui/api'

import { CHECKOUT_TEXTS } from '../texts'

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
): { quote: CartQuoteAnswer | null; isLoading: boolean } {
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
  const [state, setState] = useState<{ body: string; quote: CartQuoteAnswer | null } | null>(null)

  useEffect(() => {
    if (!enabled || items.length === 0) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      // the body is sent as the text it was compared by: the same cart state is asked for once
      void call<CartQuoteAnswer>('/api/cart/quote', { body: JSON.parse(body) as unknown, signal: controller.signal, fallback: CHECKOUT_TEXTS.unknownError }).then((result) => {
        // a request given up for a newer cart state is no answer (a failed one shows the browser's preview)
        if (!controller.signal.aborted) setState({ body, quote: result.ok ? result.data : null })
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

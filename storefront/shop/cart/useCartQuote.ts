'use client'

import { useEffect, useMemo, useState } from 'react'

import type { CartItem } from '@/src/domain/types'
import type { CartQuote } from '@/src/server/partsShop/cart'

import { savedLinesOf } from './cartSync'

const QUOTE_DELAY_MS = 250

export type QuoteState = { status: 'loading' | 'failed'; quote: CartQuote | null } | { status: 'ready'; quote: CartQuote }

/**
 * The cart's prices from the server (POST /api/custom/cart/quote, the customer's discounts applied),
 * asked again shortly after the parts or amounts change; an older answer is dropped.
 */
export function useCartQuote(items: readonly CartItem[], enabled: boolean): QuoteState {
  const lines = useMemo(() => savedLinesOf(items).map(({ product, amount, unit }) => ({ product, amount, unit, parts: [] })), [items])
  const key = JSON.stringify(lines)
  const [state, setState] = useState<QuoteState>({ status: 'loading', quote: null })

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setState((previous) => ({ status: 'loading', quote: previous.quote }))
      fetch('/api/custom/cart/quote', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ items: JSON.parse(key) }),
        signal: controller.signal,
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status))
          setState({ status: 'ready', quote: (await response.json()) as CartQuote })
        })
        .catch(() => {
          if (!controller.signal.aborted) setState((previous) => ({ status: 'failed', quote: previous.quote }))
        })
    }, QUOTE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, enabled])

  return state
}

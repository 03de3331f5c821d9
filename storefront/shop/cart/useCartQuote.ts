'use client'

import { useEffect, useMemo, useState } from 'react'

import type { CartQuote } from '@/src/domain/contracts/partsShop'
import type { CartItem } from '@/src/domain/cart/types'
import { call } from '@/storefront/ui/api'

import { savedLinesOf } from './cartSync'
import { CART_SCREEN_TEXTS as T } from './texts'

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
      const body = { items: JSON.parse(key) as unknown }
      void call<CartQuote | null>('/api/custom/cart/quote', { body, signal: controller.signal, fallback: T.pricesFailed }).then((result) => {
        if (controller.signal.aborted) return
        const quote = result.ok ? result.data : null
        setState((previous) => (quote ? { status: 'ready', quote } : { status: 'failed', quote: previous.quote }))
      })
    }, QUOTE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, enabled])

  return state
}

'use client'

import { useRef, useState } from 'react'

import type { OrderPlacement } from '@/src/domain/contracts/ordering'
import { newIdempotencyKey } from '@/storefront/ordering/checkout/hooks/useSubmitOrder'
import { call } from '@/storefront/ui/api'

import { PARTS_CHECKOUT_TEXTS as T } from './texts'

/**
 * 'Auftrag absenden': POST /api/orders with the parts checkout (the server prices and checks it
 * again). The Idempotency-Key stays the same while the body does, so a double click or a retry
 * never places a second order. Answers the new order's uid, or the server's messages.
 */
export function usePlaceOrder() {
  const [sending, setSending] = useState(false)
  const attempt = useRef<{ body: string; key: string } | null>(null)

  async function place(body: object): Promise<{ ok: true; uid: string } | { ok: false; errors: string[] }> {
    const json = JSON.stringify(body)
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() }
    setSending(true)
    const result = await call<OrderPlacement | null>('/api/orders', { body, headers: { 'Idempotency-Key': attempt.current.key }, fallback: T.unknownError })
    setSending(false)
    if (!result.ok) return { ok: false, errors: result.error.messages.map((error) => error.message) }
    const placed = result.data
    return placed && 'uid' in placed && placed.uid ? { ok: true, uid: placed.uid } : { ok: false, errors: [T.unknownError] }
  }

  return { place, sending }
}

'use client'

import { useRef, useState } from 'react'

import { newIdempotencyKey } from '@/storefront/ordering/checkout/hooks/useSubmitOrder'

import { PARTS_CHECKOUT_TEXTS as T } from './texts'

type Answer = { uid?: string; errors?: { field?: string; message?: string }[] } | null

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
    try {
      const response = await fetch('/api/orders', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': attempt.current.key },
        body: json,
      })
      const answer = (await response.json().catch(() => null)) as Answer
      if (response.ok && answer?.uid) return { ok: true, uid: answer.uid }
      const messages = (answer?.errors ?? []).map((error) => error.message).filter((message): message is string => Boolean(message))
      return { ok: false, errors: messages.length > 0 ? messages : [T.unknownError] }
    } catch {
      return { ok: false, errors: [T.unknownError] }
    } finally {
      setSending(false)
    }
  }

  return { place, sending }
}

'use client'

import { useCallback, useRef, useState } from 'react'

import type { OrderPlacement } from '@/src/domain/contracts/ordering'
import { call } from '@/storefront/ui/api'

import type { CheckoutError } from '../form'
import { CHECKOUT_TEXTS } from '../texts'

/** A fresh Idempotency-Key (8–128 characters of A-Za-z0-9_.:-). */
export function newIdempotencyKey(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
  return `checkout-${random}`
}

interface SubmitCallbacks {
  /** Called once the order exists and no payment redirect follows (clear the cart here). */
  onPlaced: (answer: { uid: string; hash: string }) => void
  onErrors: (errors: CheckoutError[]) => void
}

/**
 * Sends the order to POST /api/orders (ordering-storefront.md section 4, Order submission) and
 * leaves the checkout with a full page load (to the payment page or to /status/{uid}/{hash}). The
 * Idempotency-Key stays the same as long as the body stays the same, so a double click or a retry
 * of the same cart state never creates a second order; any change of the body gets a new key.
 */
export function useSubmitOrder({ onPlaced, onErrors }: SubmitCallbacks) {
  const [isCreating, setCreating] = useState(false)
  const inFlight = useRef(false)
  const attempt = useRef<{ body: string; key: string } | null>(null)

  const submit = useCallback(
    async (body: object) => {
      if (inFlight.current) return
      const json = JSON.stringify(body)
      if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() }
      inFlight.current = true
      setCreating(true)
      let redirecting = false
      try {
        const result = await call<OrderPlacement | null>('/api/orders', {
          body,
          headers: { 'Idempotency-Key': attempt.current.key },
          fallback: CHECKOUT_TEXTS.unknownError,
        })
        if (!result.ok) {
          onErrors([...result.error.messages])
          return
        }
        const placed = result.data
        if (placed && 'paymentRedirectUrl' in placed && placed.paymentRedirectUrl) {
          redirecting = true
          window.location.assign(placed.paymentRedirectUrl)
          return
        }
        if (placed && 'uid' in placed && placed.uid && placed.hash) {
          redirecting = true
          onPlaced({ uid: placed.uid, hash: placed.hash })
          window.location.assign(`/status/${encodeURIComponent(placed.uid)}/${encodeURIComponent(placed.hash)}`)
          return
        }
        onErrors([{ message: CHECKOUT_TEXTS.unknownError }])
      } catch {
        onErrors([{ message: CHECKOUT_TEXTS.unknownError }])
      } finally {
        inFlight.current = false
        if (!redirecting) setCreating(false)
      }
    },
    [onErrors, onPlaced],
  )

  return { submit, isCreating }
}

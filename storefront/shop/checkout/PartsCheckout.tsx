'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { clearOrderDataInSelfService } from '@/storefront/shell/selfService'

import { savedLinesOf } from '../cart/cartSync'
import { useCartQuote } from '../cart/useCartQuote'
import { usePartsCart } from '../cart/usePartsCart'
import { loadCheckoutForm, removeCheckoutForm, saveCheckoutForm, type PartsCheckoutForm } from './checkoutForm'
import styles from './Checkout.module.css'
import type { PartsCheckoutData } from './data'
import { DataStep } from './DataStep'
import { ProgressBar } from './ProgressBar'
import { ReviewStep } from './ReviewStep'
import { ShippingStep } from './ShippingStep'
import { PARTS_CHECKOUT_TEXTS as T } from './texts'
import { usePlaceOrder } from './usePlaceOrder'

export type CheckoutStep = 'data' | 'shipping' | 'review'

const STEPS: CheckoutStep[] = ['data', 'shipping', 'review']
const PATHS: Record<CheckoutStep, string> = { data: '/shop/checkout', shipping: '/shop/checkout/shipping', review: '/shop/checkout/review' }

/**
 * The parts checkout (spec 001 §2 and §4): steps in order, each loading the 'default' cart (an
 * empty cart goes back to the cart screen) and the saved form; 'Weiter' and 'Zurück' save the form;
 * 'Auftrag absenden' places the order, then removes the form, empties the cart and shows step 4.
 */
export function PartsCheckout({ step, data }: { step: CheckoutStep; data: PartsCheckoutData }) {
  const { hydrated } = usePartsCart()
  return (
    <div className={styles.screen}>
      <ProgressBar current={STEPS.indexOf(step)} />
      {hydrated ? <CheckoutSteps step={step} data={data} /> : <p>{T.loading}</p>}
    </div>
  )
}

/** Mounted in the browser only, so the saved form is read once, before the first paint of the step. */
function CheckoutSteps({ step, data }: { step: CheckoutStep; data: PartsCheckoutData }) {
  const router = useRouter()
  const { cart, updateCart } = usePartsCart()
  const [form, setForm] = useState<PartsCheckoutForm>(() => loadCheckoutForm(data.shippingAddresses.length))
  const [errors, setErrors] = useState<string[]>([])
  const placed = useRef(false)
  const errorList = useRef<HTMLDivElement>(null)
  const quote = useCartQuote(cart.items, step === 'review' && cart.items.length > 0)
  const { place, sending } = usePlaceOrder()

  useEffect(() => {
    if (cart.items.length === 0 && !placed.current) router.replace('/shop/cart')
  }, [cart.items.length, router])

  const goTo = (target: CheckoutStep) => {
    saveCheckoutForm(form)
    router.push(PATHS[target])
  }
  const previous = STEPS[STEPS.indexOf(step) - 1]
  const next = STEPS[STEPS.indexOf(step) + 1]

  async function submit() {
    setErrors([])
    const result = await place({
      shop: 'parts',
      comment: form.comment.trim() || null,
      ticketNumber: form.ticketNumber.trim() || null,
      shippingAddress: form.shippingAddress,
      priority: form.priority,
      items: savedLinesOf(cart.items),
    })
    if (!result.ok) {
      setErrors(result.errors)
      requestAnimationFrame(() => errorList.current?.focus())
      return
    }
    placed.current = true
    removeCheckoutForm()
    updateCart((current) => ({ ...current, items: [] }))
    clearOrderDataInSelfService()
    router.push(`/shop/checkout/complete/${encodeURIComponent(result.uid)}`)
  }

  if (cart.items.length === 0) return <p>{T.loading}</p>
  return (
    <>
      <div ref={errorList} tabIndex={-1} aria-live="assertive">
        {errors.length > 0 ? (
          <div className="notice notice-error" role="alert" data-testid="checkout-errors">
            <ul className={styles.errors}>{errors.map((message, index) => <li key={index}>{T.errorPrefix} {message}</li>)}</ul>
          </div>
        ) : null}
      </div>
      {step === 'data' ? <DataStep data={data} form={form} onChange={setForm} /> : null}
      {step === 'shipping' ? <ShippingStep form={form} onChange={setForm} /> : null}
      {step === 'review' ? <ReviewStep data={data} form={form} items={cart.items} quote={quote} /> : null}
      <div className={styles.actions}>
        {previous ? (
          <button type="button" className="btn" onClick={() => goTo(previous)}>{T.previous}</button>
        ) : (
          <Link href="/shop/cart" className="btn" onClick={() => saveCheckoutForm(form)}>{T.backToCart}</Link>
        )}
        <div className={styles.actionsEnd}>
          {step === 'review' ? <Link href="/shop/cart" className="btn" onClick={() => saveCheckoutForm(form)}>{T.editCart}</Link> : null}
          {next ? (
            <button type="button" className="btn btn-primary" onClick={() => goTo(next)}>{T.next}</button>
          ) : (
            <button type="button" className="btn btn-primary" disabled={sending || quote.status !== 'ready'} onClick={() => void submit()}>
              {sending ? T.submitting : T.submit}
            </button>
          )}
        </div>
      </div>
    </>
  )
}

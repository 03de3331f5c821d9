'use client'

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { availableModes, checkoutBlocker, chosenDeliveryArea, requiredCheckoutFields, submitButtonLabel } from '@/src/domain/cart'
import { defaultPaymentMethod, offeredPaymentMethods } from '@/src/domain/cart/payment'
import { CART_TEXTS, SUBMIT_TEXTS } from '@/src/domain/cart/texts'
import type { CheckoutOpenView } from '@/src/domain/schedule/branchClock'
import { type Segments, valueAt } from '@/src/domain/segments'
import { useMinuteClock } from '@/storefront/ui/useMinuteClock'
import { clearOrderDataInSelfService } from '@/storefront/shell/selfService'

import type { CheckoutData } from '../data/loadCheckout'
import { trackCheckoutEvent } from './analytics'
import styles from './Checkout.module.css'
import { ErrorList } from './ErrorList'
import { type CheckoutError, type CheckoutForm, checkoutFormErrors, emptyForm, loadAppointmentRules, orderBody } from './form'
import { useCartQuote } from './hooks/useCartQuote'
import { useCheckoutCart } from './hooks/useCheckoutCart'
import { useSubmitOrder } from './hooks/useSubmitOrder'
import { CheckoutNotices } from './CheckoutNotices'
import { FormSections } from './FormSections'
import { SummarySections } from './SummarySections'
import { SubmitBar } from './SubmitBar'
import { CHECKOUT_TEXTS } from './texts'

interface CheckoutScreenProps {
  data: CheckoutData
  /** The branch's open state from the server's render on; read with the browser's clock. */
  openState: Segments<CheckoutOpenView>
  renderedAt: string
  /** /checkout/error: the payment provider sent the customer back after a failed payment. */
  paymentFailed?: boolean
}

/** The checkout of a branch (ordering-storefront.md sections 2 to 5). */
export function CheckoutScreen({ data, openState, renderedAt, paymentFailed = false }: CheckoutScreenProps) {
  const { branch, config } = data
  const checkout = useCheckoutCart(branch, config.defaultDeliveryMethod)
  const { cart, hydrated, mode } = checkout
  // one clock for the open state and the appointment labels: the render's time, then the browser's, each minute
  const now = useMinuteClock(renderedAt)
  const [form, setForm] = useState<CheckoutForm>(() => emptyForm(defaultPaymentMethod(branch, config)))
  const [errors, setErrors] = useState<CheckoutError[]>([])
  const [errorRound, setErrorRound] = useState(0)
  const errorRef = useRef<HTMLDivElement>(null)
  const hasItems = cart.items.length > 0

  // The table of a table's QR code (kept with the cart) is chosen once the cart is known, unless one is chosen already.
  const codeTable = data.tables.find((entry) => entry.identifier === cart.table)?.id ?? null
  const [presetTable, setPresetTable] = useState<number | null>(null)
  if (codeTable !== null && codeTable !== presetTable) {
    setPresetTable(codeTable)
    setForm((current) => (current.table === null ? { ...current, table: codeTable } : current))
  }

  const showErrors = useCallback((list: CheckoutError[]) => {
    setErrors(list)
    setErrorRound((round) => round + 1)
  }, [])
  useEffect(() => {
    if (errorRound === 0) return
    window.scrollTo({ top: 0, behavior: 'smooth' })
    errorRef.current?.focus({ preventScroll: true })
  }, [errorRound])

  const clearCart = checkout.clear
  const onPlaced = useCallback(() => {
    clearCart()
    clearOrderDataInSelfService()
  }, [clearCart])
  const { submit, isCreating } = useSubmitOrder({
    onPlaced,
    onErrors: showErrors,
  })
  const { quote, isLoading } = useCartQuote(branch.id, mode, cart.order.deliveryArea, cart.items, hydrated && !isCreating)

  const tracked = useRef(false)
  useEffect(() => {
    if (!hydrated || !hasItems || tracked.current) return
    tracked.current = true
    trackCheckoutEvent('initiate-checkout', cart, branch, null)
  }, [hydrated, hasItems, cart, branch])

  const update = useCallback(<K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => current.filter((error) => error.field !== field))
  }, [])

  const state = valueAt(openState, now.getTime())
  const blocker = quote ? checkoutBlocker(cart, branch.deliveryAreas, quote.goods.gross) : null
  const isDeliveryValid = mode !== 'delivery' || Boolean(quote && chosenDeliveryArea(cart, branch.deliveryAreas) && !blocker)
  const submitLabel = submitButtonLabel({
    mode, isQuotationRequired: branch.isQuotationRequired, isPreorderEnabled: branch.isPreorderEnabled,
    isOpen: state.isOpen, isDeliveryOpen: state.isDeliveryOpen, isDeliveryValid, isCreating,
  })
  const required = new Set<string>(requiredCheckoutFields(branch, mode))
  const errorFields = new Set(errors.map((error) => error.field).filter((field): field is string => Boolean(field)))

  // The form is checked asynchronously (its appointment rules may still be loading): one check at a time.
  const checking = useRef(false)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (isCreating || !submitLabel || checking.current) return
    checking.current = true
    const found = await checkoutFormErrors(form, cart, branch, new Date()).finally(() => {
      checking.current = false
    })
    if (found.length > 0) return showErrors(found)
    setErrors([])
    trackCheckoutEvent('purchase', cart, branch, quote)
    void submit(orderBody(form, cart, branch))
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{CHECKOUT_TEXTS.pageTitle}</h1>
      {paymentFailed ? <p className="notice notice-error" role="alert" data-testid="payment-failed">{CHECKOUT_TEXTS.paymentFailed}</p> : null}
      <ErrorList ref={errorRef} errors={errors} />
      {!hydrated || (!hasItems && isCreating) ? (
        <p className={styles.placeholder} role="status">{isCreating ? SUBMIT_TEXTS.creating : CHECKOUT_TEXTS.loading}</p>
      ) : !hasItems ? (
        <div className={styles.empty}>
          <p className="notice" data-testid="checkout-empty">{CART_TEXTS.emptyCartCheckout}</p>
          <SubmitBar branchHref={`/store/${branch.identifier}`} label={null} isCreating={false} />
        </div>
      ) : (
        <form className={styles.layout} noValidate onSubmit={(event) => void onSubmit(event)} onFocusCapture={() => void loadAppointmentRules().catch(() => undefined)} aria-busy={isCreating}>
          <div className={styles.main}>
            <CheckoutNotices closed={state.closedNotice} delivery={mode === 'delivery' ? state.deliveryNotice : null} />
            <FormSections
              data={data}
              checkout={checkout}
              modes={availableModes(branch)}
              form={form}
              update={update}
              required={required}
              errors={errorFields}
              now={now}
              freeDeliveryHint={quote?.freeDeliveryHint ?? null}
            />
          </div>
          <aside className={styles.summary}>
            <SummarySections
              data={data}
              checkout={checkout}
              form={form}
              update={update}
              options={offeredPaymentMethods(config, branch)}
              quote={quote}
              isQuoteLoading={isLoading}
              errors={errorFields}
            />
            {blocker?.reason === 'minimumOrderValue' && quote?.minimumOrder ? (
              <div className="notice notice-warning" role="status" data-testid="minimum-order">
                <p className={styles.noticeLine}>{quote.minimumOrder.message}</p>
                <p className={styles.noticeLine}>{quote.minimumOrder.suggestion}</p>
              </div>
            ) : null}
            <SubmitBar branchHref={`/store/${branch.identifier}`} label={submitLabel} isCreating={isCreating} />
          </aside>
        </form>
      )}
    </div>
  )
}

import type { CheckoutData } from '../data/loadCheckout'
import type { CheckoutForm } from './form'
import type { useCheckoutCart } from './hooks/useCheckoutCart'

type CheckoutCart = ReturnType<typeof useCheckoutCart>
type UpdateForm = <K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K]) => void

/** What both halves of the checkout get from the screen. */
export interface SectionsProps {
  data: CheckoutData
  checkout: CheckoutCart
  form: CheckoutForm
  update: UpdateForm
  errors: ReadonlySet<string>
}

/**
 * The parts checkout's form (spec 001 §3, Checkout form), kept in the browser's local storage under
 * '{product}.order' (spec 001 §9) between the steps: 'Weiter' and 'Zurück' save it.
 */
export interface PartsCheckoutForm {
  comment: string
  ticketNumber: string
  /** Index into the saved shipping addresses; null delivers to the billing address. */
  shippingAddress: number | null
  priority: boolean
}

const CHECKOUT_FORM_KEY = 'gastro.order'

/** The saved form, with a shipping address index that no longer exists reset to null (and saved so). */
export function loadCheckoutForm(addressCount: number): PartsCheckoutForm {
  const saved = readSaved()
  const index = saved.shippingAddress
  const form: PartsCheckoutForm = {
    comment: typeof saved.comment === 'string' ? saved.comment : '',
    ticketNumber: typeof saved.ticketNumber === 'string' ? saved.ticketNumber : '',
    shippingAddress: Number.isInteger(index) && (index as number) >= 0 && (index as number) < addressCount ? (index as number) : null,
    priority: saved.priority === true,
  }
  if (index !== undefined && index !== null && form.shippingAddress === null) saveCheckoutForm(form)
  return form
}

function readSaved(): Partial<PartsCheckoutForm> {
  try {
    return (JSON.parse(window.localStorage.getItem(CHECKOUT_FORM_KEY) ?? '{}') as Partial<PartsCheckoutForm> | null) ?? {}
  } catch {
    return {}
  }
}

export function saveCheckoutForm(form: PartsCheckoutForm): void {
  try {
    window.localStorage.setItem(CHECKOUT_FORM_KEY, JSON.stringify(form))
  } catch {
    // storage disabled: the form lives in this page only
  }
}

export function removeCheckoutForm(): void {
  try {
    window.localStorage.removeItem(CHECKOUT_FORM_KEY)
  } catch {
    // nothing saved
  }
}

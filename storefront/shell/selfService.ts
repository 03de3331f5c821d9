import { forgetAllCarts } from '@/storefront/ordering/cart/cartStore'
import { removeCheckoutForm } from '@/storefront/shop/checkout/checkoutForm'

/**
 * The self-service (kiosk) context: started with ?context=self-service and kept for the browser
 * session, so a kiosk opened once on that address stays in it.
 */
const STORAGE_KEY = 'gastro.context'
const SELF_SERVICE = 'self-service'

const startsSelfService = () => new URLSearchParams(window.location.search).get('context') === SELF_SERVICE

export function isSelfServiceContext(): boolean {
  try {
    if (startsSelfService()) window.sessionStorage.setItem(STORAGE_KEY, SELF_SERVICE)
    return window.sessionStorage.getItem(STORAGE_KEY) === SELF_SERVICE
  } catch {
    return false
  }
}

/** Whether this page load starts the kiosk (its address carries ?context=self-service). */
export function isSelfServiceStart(): boolean {
  try {
    return startsSelfService()
  } catch {
    return false
  }
}

/**
 * Clears the order data the browser keeps (ordering-storefront.md section 4, issue 26 §2.4): every
 * cart with its delivery type, delivery area, appointment, comment and table, and the parts
 * checkout's form, so the next person at the kiosk starts empty. Customer details are not kept by
 * the checkouts at all.
 */
export function clearSavedOrderData(): void {
  forgetAllCarts()
  removeCheckoutForm()
}

/** The same, without telling the page's components (which would save their settled cart again at once). */
function clearSavedOrderDataOnLeave(): void {
  forgetAllCarts({ silently: true })
  removeCheckoutForm()
}

/**
 * After a placed order: in the self-service context the saved order data goes too. The page runs on
 * until the next one has loaded (the checkout saves its settled cart again meanwhile), so the
 * storage is emptied once more when the page is left.
 */
export function clearOrderDataInSelfService(): void {
  if (!isSelfServiceContext()) return
  clearSavedOrderData()
  window.addEventListener('pagehide', clearSavedOrderDataOnLeave, { once: true })
}

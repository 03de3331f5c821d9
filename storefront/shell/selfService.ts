import { forgetAllCarts } from '@/storefront/ordering/cart/cartStore'
import { removeCheckoutForm } from '@/storefront/shop/checkout/checkoutForm'

import { isSelfServiceContext } from './selfServiceContext'

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

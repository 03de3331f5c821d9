import { minimumOrderState } from '../delivery/minimumOrder'
import type { Cart } from './types'
import type { DeliveryArea, DeliveryMode } from '../delivery/types'
import type { Numeric } from '../quantity/types'
import { deliveryModeOf } from './deliveryMode'
import { SUBMIT_TEXTS } from './texts'

export type CheckoutBlocker =
  | { reason: 'emptyCart' }
  | { reason: 'minimumOrderValue'; minimumOrderValue: number; difference: number }

type CheckoutCart = Pick<Cart, 'items' | 'isDelivery' | 'isDineIn' | 'order'>

/** The delivery area the cart has chosen, looked up by name among the branch's areas. */
export const chosenDeliveryArea = (
  cart: Pick<Cart, 'order'>,
  areas: readonly DeliveryArea[] | null | undefined,
): DeliveryArea | null => (areas ?? []).find((area) => area.area === cart.order.deliveryArea) ?? null

/**
 * Why the checkout button is disabled, or null when it is enabled (ordering-storefront.md
 * section 5): the cart is empty, or delivery is chosen and the chosen area's minimumOrderValue
 * exceeds the gross total (the difference is what is still missing; the comparison is the delivery
 * rule minimumOrderState, whose message and suggestion are the texts to show). The gross total
 * comes from pricing.
 */
export function checkoutBlocker(
  cart: CheckoutCart,
  areas: readonly DeliveryArea[] | null | undefined,
  grossTotal: Numeric,
): CheckoutBlocker | null {
  if (cart.items.length === 0) return { reason: 'emptyCart' }
  if (deliveryModeOf(cart) !== 'delivery') return null
  const area = chosenDeliveryArea(cart, areas)
  const minimumOrder = area ? minimumOrderState(area, grossTotal) : null
  if (!minimumOrder || minimumOrder.isReached) return null
  return { reason: 'minimumOrderValue', minimumOrderValue: minimumOrder.minimumOrderValue, difference: minimumOrder.difference }
}

export const isCheckoutDisabled = (...args: Parameters<typeof checkoutBlocker>): boolean =>
  checkoutBlocker(...args) !== null

export interface SubmitButtonInput {
  mode: DeliveryMode
  isQuotationRequired?: boolean | null
  isPreorderEnabled?: boolean | null
  /** The branch is open now (opening state, computed elsewhere). */
  isOpen: boolean
  /** Delivery is open now (delivery hours when enabled, else opening hours). */
  isDeliveryOpen: boolean
  /** For delivery: an area is chosen and its minimum order value is reached. */
  isDeliveryValid: boolean
  /** The order is being created. */
  isCreating?: boolean
}

/**
 * The submit button's text, or null for no button (ordering-storefront.md section 4): while
 * creating 'Verarbeiten...'; no button for a delivery that is not valid; 'Angebotsanfrage
 * abschicken' when the branch requires a quotation; 'Bestellung abschicken' when open (for
 * delivery: delivery open); 'Vorbestellung abschicken' when closed but preorder is enabled.
 */
export function submitButtonLabel(input: SubmitButtonInput): string | null {
  if (input.isCreating) return SUBMIT_TEXTS.creating
  const isDelivery = input.mode === 'delivery'
  if (isDelivery && !input.isDeliveryValid) return null
  if (input.isQuotationRequired) return SUBMIT_TEXTS.quotation
  if (isDelivery ? input.isDeliveryOpen : input.isOpen) return SUBMIT_TEXTS.order
  if (input.isPreorderEnabled) return SUBMIT_TEXTS.preorder
  return null
}

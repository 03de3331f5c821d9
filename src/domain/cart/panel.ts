/** The cart panel on the branch page (ordering-storefront.md section 4, Cart panel). */
export type CartPanelState = 'collapsed' | 'expanded'

/** Toggling flips the panel, except that an empty cart keeps it collapsed. */
export const toggleCartPanel = (state: CartPanelState, itemCount: number): CartPanelState =>
  itemCount <= 0 ? 'collapsed' : state === 'collapsed' ? 'expanded' : 'collapsed'

/** After an item is removed: the panel collapses when the cart became empty, else it stays as it was. */
export const cartPanelAfterRemoval = (state: CartPanelState, remainingItems: number): CartPanelState =>
  remainingItems <= 0 ? 'collapsed' : state

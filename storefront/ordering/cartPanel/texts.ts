import { CART_TEXTS } from '@/src/domain/cart'
import { fillPlaceholders } from '@/src/domain/text'

/** Visible texts of the cart panel; the empty-cart text is the spec's (section 8), the rest our wording. */
export const CART_PANEL_TEXTS = {
  label: 'Warenkorb',
  title: 'Warenkorb',
  empty: CART_TEXTS.emptyCartPanel,
  itemCount: '{count} Artikel',
  show: 'Warenkorb anzeigen',
  hide: 'Warenkorb ausblenden',
  edit: 'Bearbeiten',
  editItem: '{name} bearbeiten',
  remove: 'Entfernen',
  removeItem: '{name} aus dem Warenkorb entfernen',
  total: 'Gesamt',
  deliveryFee: 'Liefergebühr',
  deliveryFeeFree: 'kostenlos',
  totalOnCheckout: 'Der Gesamtbetrag richtet sich nach dem tatsächlichen Gewicht und wird beim Bestellen berechnet.',
  deliveryArea: 'Liefergebiet',
  checkout: 'Zur Kasse',
} as const

export const itemCountText = (count: string): string => fillPlaceholders(CART_PANEL_TEXTS.itemCount, { count })
export const editItemLabel = (name: string): string => fillPlaceholders(CART_PANEL_TEXTS.editItem, { name })
export const removeItemLabel = (name: string): string => fillPlaceholders(CART_PANEL_TEXTS.removeItem, { name })

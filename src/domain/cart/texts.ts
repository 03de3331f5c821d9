/** German texts of the cart and checkout rules, verbatim from the specs where the specs give them. */

import { type SelectOption, selectOptions } from '../text/options'
import { fillPlaceholders } from '../text/placeholders'
import type { DeliveryMode } from '../delivery/types'

export const CART_TEXTS = {
  /** ordering-storefront.md section 4, Adding to cart. */
  productAdded: 'Produkt zum Warenkorb hinzugefügt.',
  /** parts-shop-and-site.md section 4. */
  partsShopAdded: '{amount} Artikel zum Warenkorb hinzugefügt.',
  /** ordering-storefront.md section 8, Empty cart. */
  emptyCartPanel: 'Keine Produkte im Warenkorb',
  emptyCartCheckout: 'Keine Produkte im Warenkorb!',
  /** parts-shop-and-site.md section 8, Cart empty. */
  emptyPartsShopCart: 'Keine Artikel im Warenkorb',
  /** parts-shop-and-site.md section 8, Cart line without comment. */
  lineCommentMissing: 'Bitte schreiben Sie einen Kommentar zum Produkt {name} ({uid})',
  /** Decided (the spec gives none): shown next to a typed delivery date that cannot be used. */
  deliveryDateInvalid: 'Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.',
  deliveryDateTooEarly: 'Das Lieferdatum kann frühestens der {date} sein.',
} as const

/** ordering-storefront.md section 4, Submit button variants. */
export const SUBMIT_TEXTS = {
  quotation: 'Angebotsanfrage abschicken',
  order: 'Bestellung abschicken',
  preorder: 'Vorbestellung abschicken',
  creating: 'Verarbeiten...',
} as const

/**
 * Decided (the spec names the modes but not their labels): the one table of delivery-mode labels,
 * as customers read them (storefront, status page, receipt, notifications).
 */
export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  takeaway: 'Abholung',
  delivery: 'Lieferung',
  dineIn: 'Vor Ort essen',
}

/** The back office names the modes more briefly (select options, the branch's switches): dine-in is 'Vor Ort'. */
export const DELIVERY_MODE_ADMIN_LABELS: Record<DeliveryMode, string> = { ...DELIVERY_MODE_LABELS, dineIn: 'Vor Ort' }

/** The delivery modes as back-office select options, in the order takeaway, delivery, dine-in. */
export const DELIVERY_MODE_OPTIONS: SelectOption<DeliveryMode>[] = selectOptions(DELIVERY_MODE_ADMIN_LABELS)

/**
 * Decided (the spec names the methods but not their labels). The key order is the order of the
 * orders collection's select; 'invoice' is the parts shop's method and never offered in the food checkout.
 */
export const PAYMENT_METHOD_LABELS = {
  cash: 'Barzahlung',
  'atm-card': 'Bankomatkarte',
  'hydro-ag-voucher': 'Hydro AG Gutschein',
  mollie: 'Online bezahlen (Mollie)',
  datatrans: 'Online bezahlen (Datatrans)',
  invoice: 'Rechnung',
} as const

/** '{amount} Artikel zum Warenkorb hinzugefügt.' with the amount in German notation (1,5). */
export const partsShopAddedNotice = (amount: number | string): string =>
  fillPlaceholders(CART_TEXTS.partsShopAdded, { amount: String(amount).replace('.', ',') })

export const lineCommentMissingText = (name: string, uid: string): string =>
  fillPlaceholders(CART_TEXTS.lineCommentMissing, { name, uid })

export const deliveryDateTooEarlyText = (date: string): string => fillPlaceholders(CART_TEXTS.deliveryDateTooEarly, { date })


import { DESK_TEXTS } from '@/backoffice/desk/texts'

/** The display switches' texts in the order views: the board's words ('Produktdaten anzeigen' …). */
export const ORDER_DISPLAY_TEXTS = {
  group: 'Anzeige',
  showProductData: DESK_TEXTS.showProductData,
  showCustomerData: DESK_TEXTS.showCustomerData,
  productHidden: DESK_TEXTS.itemsHidden,
  customerHidden: DESK_TEXTS.customerHidden,
} as const

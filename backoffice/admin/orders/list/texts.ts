/** Texts of the orders list in the back office (columns, quick filters). */
export const ORDER_LIST_TEXTS = {
  customer: 'Kunde',
  total: 'Summe',
  approximately: 'ca.',
  partsShop: 'Teileshop',
  presets: 'Schnellfilter',
  all: 'Alle',
  today: 'Heute',
  open: 'Offen',
  awaitingPayment: 'Wartet auf Zahlung',
  canceled: 'Storniert',
  partsOrders: 'Teileshop',
} as const

/** Texts of the products list in the back office. */
export const PRODUCT_ADMIN_TEXTS = {
  catalogues: 'Katalog',
  menu: 'Speisekarte',
  parts: 'Teileshop',
  all: 'Alle Produkte',
} as const

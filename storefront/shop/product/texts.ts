import { fillPlaceholders } from '@/src/domain/text'

/**
 * Texts of the product detail screen that storefront/shop/texts.ts does not hold (that file keeps
 * the spec's wording; these are the screen's own labels for controls and assistive technology).
 */
export const PRODUCT_TEXTS = {
  /** The page title and the Open Graph title. */
  metaTitle: '{name} ({uid})',
  gallery: 'Produktbilder',
  imageOf: 'Bild {n} von {m}',
  noImage: 'Kein Bild vorhanden',
  /** The quantity label with the unit, e.g. 'Menge (Stk.)'. */
  quantityInUnit: '{label} ({unit})',
  optional: '(optional)',
  tabList: 'Produktinformationen',
  tierQuantity: 'Menge',
  tierPrice: 'Preis',
  opensInNewTab: '(öffnet in neuem Tab)',
} as const

export const metaTitleText = (name: string, uid: string) => fillPlaceholders(PRODUCT_TEXTS.metaTitle, { name, uid })
export const imageOfText = (position: number, count: number) => fillPlaceholders(PRODUCT_TEXTS.imageOf, { n: position, m: count })
export const quantityLabelText = (label: string, unit: string) => fillPlaceholders(PRODUCT_TEXTS.quantityInUnit, { label, unit })

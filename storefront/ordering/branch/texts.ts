import { CART_TEXTS, DELIVERY_MODE_LABELS } from '@/src/domain/cart'
import { fillPlaceholders } from '@/src/domain/text'

/**
 * Visible texts of the branch page (ordering-storefront.md sections 2, 4 and 8). Spec texts are
 * verbatim (the opening state texts come from the domain's schedule texts); the others are our
 * wording where the spec shows none.
 */
export const BRANCH_TEXTS = {
  home: 'Home',
  breadcrumbLabel: 'Brotkrümelnavigation',
  /** ordering-storefront.md section 4, Adding to cart. */
  productAdded: CART_TEXTS.productAdded,
  deliveryModeLegend: 'Wie möchten Sie bestellen?',
  deliveryModes: DELIVERY_MODE_LABELS,
  categoryBarLabel: 'Kategorien',
  unavailable: 'Derzeit nicht verfügbar',
  allergens: 'Allergene: {codes}',
  addProduct: '{name} in den Warenkorb legen',
  configureProduct: '{name} zusammenstellen',
  noProducts: 'Derzeit können leider keine Produkte bestellt werden. Bitte schauen Sie später wieder vorbei.',
  address: 'Adresse',
  /** The table of a table's QR code while dine-in is chosen. */
  chosenTable: 'Ihr Tisch: {table}',
} as const

export const allergensText = (codes: string): string => fillPlaceholders(BRANCH_TEXTS.allergens, { codes })
export const addProductLabel = (name: string): string => fillPlaceholders(BRANCH_TEXTS.addProduct, { name })
export const chosenTableText = (table: string): string => fillPlaceholders(BRANCH_TEXTS.chosenTable, { table })
export const configureProductLabel = (name: string): string => fillPlaceholders(BRANCH_TEXTS.configureProduct, { name })

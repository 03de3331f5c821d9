import type { BaseFilter, Where } from 'payload'

/** The products of restaurants and shops, as opposed to the B2B parts catalogue. */
export const MENU_PRODUCTS: Where = { catalogue: { equals: 'menu' } }

/** True when a where (at any depth, through and/or) names the catalogue. */
function mentionsCatalogue(where: unknown): boolean {
  if (!where || typeof where !== 'object') return false
  return Object.entries(where as Record<string, unknown>).some(([key, value]) => key === 'catalogue' || mentionsCatalogue(value))
}

/**
 * The products list opens on the menu products: more than 300 gearbox parts would bury the dishes.
 * Applies only to the list page itself (never to API calls or pickers) and steps back as soon as
 * the address names a catalogue (the 'Teileshop' and 'Alle Produkte' tabs, the filter builder).
 */
export const menuProductsFirst: BaseFilter = ({ req }) => {
  const listPage = `${req.payload.config.routes.admin}/collections/products`
  if (req.pathname !== listPage) return null
  return mentionsCatalogue(req.query?.where) ? null : MENU_PRODUCTS
}

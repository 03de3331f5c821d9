import { ApiError } from '../http/apiError'

/** The two storefronts that place orders, as the orders' own `shop` field names them. */
export type CheckoutShop = 'ordering' | 'parts'

export const UNKNOWN_CHECKOUT = 'Bitte geben Sie an, ob die Bestellung an eine Filiale (shop „ordering“) oder an den Teileshop (shop „parts“) geht.'

/**
 * Which storefront a checkout (POST /api/orders) comes from. A client says so in `shop`
 * ('ordering' | 'parts'). The bodies of the specs carry no such field, so without one (or with
 * null) the fields decide, as clients built on the specs send them: a body with a branch is the
 * food storefront's, one with items but no branch the parts shop's. Anything else, an unknown
 * `shop` or a body that is no object, is neither: 422.
 */
export function checkoutShop(body: unknown): CheckoutShop {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(UNKNOWN_CHECKOUT, 422)
  const { shop } = body as { shop?: unknown }
  if (shop === 'ordering' || shop === 'parts') return shop
  if (shop === undefined || shop === null) {
    if ('branch' in body) return 'ordering'
    if ('items' in body) return 'parts'
  }
  throw new ApiError(UNKNOWN_CHECKOUT, 422, 'shop')
}

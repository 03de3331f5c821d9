import { DEFAULT_CURRENCY } from '../defaults'
import { deliveryFee, findDeliveryArea, freeDeliveryHint, minimumOrderState } from '../delivery'
import type { DeliveryFee, MinimumOrderState } from '../delivery'
import type { Branch } from '../branches/types'
import type { CartItem } from '../cart/types'
import type { DeliveryMode } from '../delivery/types'
import type { Id } from '../relations/types'
import { priceFoodLine } from './foodLine'
import type { FoodLinePrice } from './foodLine'
import { type FoodCartTotals, foodCartTotals } from './foodTotals'
import { cartItemCount } from './itemCount'

export interface QuoteCartInput {
  branch: Pick<Branch, 'id' | 'deliveryAreas'>
  mode: DeliveryMode
  /** The chosen delivery area's name; empty means the branch's first area. Ignored unless delivering. */
  deliveryAreaName?: string | null
  items: readonly CartItem[]
  now: Date
  currency?: string | null
}

/**
 * The authoritative price of a food storefront cart; plain JSON, the same on server and browser.
 * The totals (goods, goodsByTaxRate, taxGroups, total and the approximate flags) are those of
 * foodCartTotals; goods.gross is what the minimum order and free delivery compare against.
 */
export interface CartQuote extends FoodCartTotals {
  branchId: Id
  mode: DeliveryMode
  currency: string
  /** ISO timestamp of `now`. */
  quotedAt: string
  lines: FoodLinePrice[]
  /** The delivery area priced, or null (not delivering, no area, or an unknown area name). */
  deliveryArea: string | null
  /** The delivery fee position, or null when not delivering or no area was found. */
  deliveryFee: DeliveryFee | null
  itemCount: number
  isEmpty: boolean
  /** Minimum order value state; null unless delivering to a known area. */
  minimumOrder: MinimumOrderState | null
  /** 'Kostenlose Lieferung ab {amount}.' or null. */
  freeDeliveryHint: string | null
  /** True when a delivery order names an area the branch does not have (or has none). */
  isDeliveryAreaMissing: boolean
  /** False when any line is in a unit that cannot be converted to its product's base unit. */
  areUnitsValid: boolean
}

/**
 * Prices a food storefront cart completely: lines, delivery fee, VAT groups, totals, the
 * approximate flags, item count, minimum order state and free-delivery hint. Pure and
 * deterministic, so the server endpoint and the browser compute the same quote.
 */
export function quoteCart(input: QuoteCartInput): CartQuote {
  const currency = (input.currency ?? '').trim() || DEFAULT_CURRENCY
  const lines = input.items.map((item) => priceFoodLine(item, input.mode))
  const goodsOnly = foodCartTotals(lines)
  const isDelivery = input.mode === 'delivery'
  const area = isDelivery ? findDeliveryArea(input.branch, input.deliveryAreaName) : null
  const fee = area ? deliveryFee(area, goodsOnly.goods.gross) : null
  const totals = foodCartTotals(lines, fee)
  return {
    branchId: input.branch.id,
    mode: input.mode,
    currency,
    quotedAt: input.now.toISOString(),
    lines,
    ...totals,
    deliveryArea: area?.area ?? null,
    deliveryFee: fee,
    itemCount: cartItemCount(input.items),
    isEmpty: input.items.length === 0,
    minimumOrder: area ? minimumOrderState(area, totals.goods.gross, currency) : null,
    freeDeliveryHint: area ? freeDeliveryHint(area, currency) : null,
    isDeliveryAreaMissing: isDelivery && area === null,
    areUnitsValid: lines.every((line) => line.isUnitConvertible),
  }
}

import { sumDecimal } from '../money'
import type { CartItem } from '../cart/types'
import { COUNTED_UNITS } from '../units/units'
import { lineAmount, lineUnit } from './lineUnit'

/**
 * The number shown on the cart badge: lines in piece, pair or person add their amount,
 * every other line (kg, l, serving ...) counts 1.
 */
export function cartItemCount(items: readonly Pick<CartItem, 'product' | 'unit' | 'amount'>[]): number {
  return sumDecimal(items.map((item) => (COUNTED_UNITS.includes(lineUnit(item)) ? lineAmount(item) : 1))).toNumber()
}

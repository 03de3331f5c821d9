import { DEFAULT_CURRENCY } from '../defaults'
import { formatMoney, parseDecimal } from '../money'
import type { Product } from '../products/types'
import { baseUnitOf, unitLabel } from '../units/units'
import { calculationModelLabel } from './texts'

type MenuPriced = Pick<Product, 'price' | 'isPriceHidden' | 'unit' | 'calculationModel'>

/**
 * The price shown on a product of the food storefront's menu: the gross price per base unit in
 * German format, led by 'ca.' (approximate) or 'ab' (minimum) and followed by the unit when the
 * product is not sold by the piece, e.g. '21,90 €', 'ca. 32,00 € / kg', 'ab 4,20 €'. Null when
 * the price is hidden or not a number.
 */
export function menuPriceText(product: MenuPriced, currency: string | null = DEFAULT_CURRENCY): string | null {
  const price = parseDecimal(product.price)
  if (product.isPriceHidden || price === null) return null
  const model = product.calculationModel ?? 'fixed'
  const label = model === 'fixed' ? '' : `${calculationModelLabel(model)} `
  const unit = baseUnitOf(product)
  const perUnit = unit === 'amount' ? '' : ` / ${unitLabel(unit)}`
  return `${label}${formatMoney(price, currency)}${perUnit}`
}

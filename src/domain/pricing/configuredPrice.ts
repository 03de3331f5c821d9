import type Decimal from 'decimal.js-light'

import { isNumeric, Money, round2, toDecimal } from '../money'
import type { ConfigurablePart, PartOption, Product } from '../products/types'
import type { PartValue } from '../cart/types'

/** Option names chosen for a select (at most one) or multiselect (each name once) part. */
function chosenNames(part: ConfigurablePart, value: PartValue): Set<string> {
  const raw = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]
  const names = raw.filter((entry): entry is string => typeof entry === 'string')
  return new Set(part.type === 'select' ? names.slice(0, 1) : names)
}

/** The options of a part that change the price, in the order the product defines them. */
function chosenOptions(part: ConfigurablePart, value: PartValue): PartOption[] {
  if (part.type !== 'select' && part.type !== 'multiselect') return []
  const names = chosenNames(part, value)
  return (part.options ?? []).filter((option) => names.has(option.name))
}

/** Applies one option to a running price; an option without a numeric value changes nothing. */
function applyOption(price: Decimal, option: PartOption): Decimal {
  if (!isNumeric(option.value)) return price
  const value = toDecimal(option.value)
  if (option.modifier === 'overwrite') return value
  if (option.modifier === 'subtract') return price.minus(value)
  return price.plus(value)
}

/**
 * Exact configured gross price per base unit: the base price, then every chosen option of every
 * select/multiselect part (part order, then the product's option order) adds, subtracts or
 * overwrites it. A negative result is clamped to 0. Unknown option names are ignored.
 */
export function configuredUnitPriceExact(
  product: Pick<Product, 'price' | 'config'>,
  parts?: PartValue[] | null,
): Decimal {
  const definitions = product.config?.parts ?? []
  let price = toDecimal(product.price)
  definitions.forEach((part, index) => {
    for (const option of chosenOptions(part, parts?.[index])) price = applyOption(price, option)
  })
  return price.isNegative() ? new Money(0) : price
}

/** The configured gross price per base unit, rounded to 2 decimals. */
export function configuredUnitPrice(product: Pick<Product, 'price' | 'config'>, parts?: PartValue[] | null): number {
  return round2(configuredUnitPriceExact(product, parts))
}

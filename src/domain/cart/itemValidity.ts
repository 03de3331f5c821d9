import { parseDecimal } from '../money/decimal'
import type { ConfigurablePart, Product } from '../products/types'
import type { Numeric } from '../quantity/types'
import type { PartValue } from './types'

type PartsProduct = Pick<Product, 'type' | 'config'>

/** The configurable parts of a product; only products of type 'configurable' have any that count. */
export const configurableParts = (product: PartsProduct): ConfigurablePart[] =>
  product.type === 'configurable' ? (product.config?.parts ?? []) : []

const nonEmptyText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

/**
 * Whether the customer's answer to one part is enough (ordering-storefront.md section 5). Optional
 * parts are always valid. Required parts: select needs a value; multiselect at least one; text
 * and textarea non-empty after trimming; image(s) and file(s) at least one upload.
 */
export function isPartValid(part: Pick<ConfigurablePart, 'type' | 'optional'>, value: PartValue): boolean {
  if (part.optional) return true
  switch (part.type) {
    case 'select':
    case 'text':
    case 'textarea':
      return nonEmptyText(value)
    case 'multiselect':
      return Array.isArray(value) && value.some(nonEmptyText)
    case 'image':
    case 'images':
    case 'file':
    case 'files':
      return Array.isArray(value) && value.some((upload) => typeof upload === 'object' && upload !== null)
    default:
      return false
  }
}

/** An item is valid when its amount is above 0 and, for configurable products, every part is valid. */
export function isItemValid(product: PartsProduct, parts: PartValue[] | null | undefined, amount: Numeric): boolean {
  const positive = parseDecimal(amount)?.greaterThan(0) ?? false
  return positive && configurableParts(product).every((part, index) => isPartValid(part, parts?.[index]))
}

/**
 * Clicking an option of a select part: another option selects it; clicking the selected option
 * again deselects it (null) only when the part is optional, a required part keeps it.
 */
export function toggleSelectOption(current: string | null | undefined, option: string, optional: boolean): string | null {
  if (current !== option) return option
  return optional ? null : option
}

/** Clicking an option of a multiselect part adds it or, when chosen already, removes it. */
export function toggleMultiselectOption(current: readonly string[] | null | undefined, option: string): string[] {
  const chosen = current ?? []
  return chosen.includes(option) ? chosen.filter((name) => name !== option) : [...chosen, option]
}

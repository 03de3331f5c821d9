import { formatMoney, parseDecimal } from '@/src/domain/money'
import type { PartOption } from '@/src/domain/products/types'

/** What an option does to the price, for its label: '+ 0,50 €', '− 1,00 €', '9,90 €' (replaces it), or null. */
export function optionPriceText(option: PartOption, currency: string): string | null {
  const value = parseDecimal(option.value)
  if (value === null) return null
  if (option.modifier === 'overwrite') return formatMoney(value, currency)
  if (value.isZero()) return null
  return `${option.modifier === 'subtract' ? '−' : '+'} ${formatMoney(value.abs(), currency)}`
}

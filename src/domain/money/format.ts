import { DEFAULT_CURRENCY } from '../defaults'
import { toDecimal } from './decimal'
import { AMOUNT_DECIMALS, roundDecimal } from './round'

/** Currency codes shown as a symbol; every other code is shown as it is ('CHF'). */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€' }

/** The text written after an amount: '€' for EUR, otherwise the upper-case code. */
export function currencySymbol(currency?: string | null): string {
  const code = (currency ?? '').trim().toUpperCase() || DEFAULT_CURRENCY
  return CURRENCY_SYMBOLS[code] ?? code
}

/**
 * German number text with thousands dots and a decimal comma, rounded half-up:
 * formatNumber(1234.5) → '1.234,50'. Non-numeric values count as 0. Built by hand, no Intl.
 */
export function formatNumber(value: unknown, decimals = AMOUNT_DECIMALS): string {
  const rounded = roundDecimal(value, decimals)
  const [integer, fraction] = rounded.abs().toFixed(decimals).split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : ''
  return sign + grouped + (fraction ? `,${fraction}` : '')
}

/**
 * A money amount in German style with 2 decimals and the currency after a NORMAL space
 * (U+0020, not U+00A0): formatMoney(1234.5) → '1.234,50 €', formatMoney(1234.5, 'CHF') → '1.234,50 CHF'.
 */
export function formatMoney(amount: unknown, currency: string | null = DEFAULT_CURRENCY): string {
  return `${formatNumber(amount, AMOUNT_DECIMALS)} ${currencySymbol(currency)}`
}

/**
 * A percentage without trailing zeros, German decimal comma, up to `maxDecimals`:
 * 20 → '20', 10.5 → '10,5', 12.345 → '12,35'.
 */
export function formatPercentNumber(value: unknown, maxDecimals = 2): string {
  const text = roundDecimal(toDecimal(value), maxDecimals).toFixed()
  return formatNumber(text, text.includes('.') ? text.split('.')[1].length : 0)
}

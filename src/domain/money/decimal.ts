import Decimal from 'decimal.js-light'

/**
 * The Decimal constructor every money rule uses: 40 significant digits (ample for division by
 * 1.2 and friends) and half-up rounding, which means "away from zero at .5". decimal.js-light
 * rather than decimal.js: the same author's smaller build has every operation money needs at
 * less than half the browser code (the cart runs these rules in the browser too).
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP })

/** Plain decimal notation, optionally signed, with an optional exponent: '12', '-0.5', '.5', '1e3'. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i
/** German notation with thousands dots AND a decimal comma: '1.234,50' ('1.234' alone stays 1.234). */
const GERMAN_GROUPED = /^[+-]?\d{1,3}(\.\d{3})+,\d*$/

/** Turns a user or database string into plain decimal notation, or null when it is not a number. */
function normaliseNumberText(text: string): string | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '')
  if (compact === '') return null
  if (GERMAN_GROUPED.test(compact)) return compact.replace(/\./g, '').replace(',', '.')
  const withPoint = compact.includes(',') && !compact.includes('.') ? compact.replace(',', '.') : compact
  return PLAIN_NUMBER.test(withPoint) ? withPoint : null
}

/** Parses a value into a Decimal, or null when it is not a finite number ('abc', '', null, NaN ...). */
export function parseDecimal(value: unknown): Decimal | null {
  // decimal.js-light has no NaN or Infinity: every Decimal is finite.
  if (value instanceof Decimal) return new Money(value)
  if (typeof value === 'number') return Number.isFinite(value) ? new Money(value) : null
  if (typeof value === 'bigint') return new Money(value.toString())
  if (typeof value !== 'string') return null
  const text = normaliseNumberText(value)
  return text === null ? null : new Money(text)
}

/**
 * Any value as an exact Decimal; everything that is not numeric counts as 0. Accepts numbers,
 * numeric strings from PostgreSQL ('12.50') and user input with a decimal comma ('20,5', '1.234,50').
 */
export function toDecimal(value: unknown): Decimal {
  return parseDecimal(value) ?? new Money(0)
}

/** True when the value parses to a finite number (so a real 0 counts, '' and 'abc' do not). */
export function isNumeric(value: unknown): boolean {
  return parseDecimal(value) !== null
}

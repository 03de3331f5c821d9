/**
 * The format of an EU VAT identification number (UID-Nummer): the country prefix and the digits
 * and letters that country issues (the formats of the EU's VIES service). Only the format: whether
 * the number exists and belongs to the customer is checked by staff ('UID-Nummer geprüft').
 */
const FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
}

export const VAT_NUMBER_INVALID = 'Bitte geben Sie eine gültige UID-Nummer an (z. B. ATU12345678).'

/** The number as it is stored: upper case, without spaces, dots and dashes ('atu 1234-5678' → 'ATU12345678'). */
export const normalizeVatNumber = (value: string): string => value.toUpperCase().replace(/[\s.-]/g, '')

/** Whether a (normalised) VAT number has the format of its EU country. */
export function isValidVatNumber(value: string): boolean {
  const normalized = normalizeVatNumber(value)
  const format = FORMATS[normalized.slice(0, 2)]
  return format !== undefined && format.test(normalized.slice(2))
}

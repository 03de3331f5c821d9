/** The identifiers of QR codes (and their tables' numbers) as the short URL `/q/{identifier}` and the landing page carry them. */

/** Lower case letters, digits and hyphens, as the collection's identifier field allows ('tisch-7'). */
const IDENTIFIER = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Longest identifier a request may name; anything longer is no code of ours. */
const MAX_QR_IDENTIFIER_LENGTH = 100

/**
 * The identifier of a QR code as a URL or a checkout names it, in the stored form (trimmed, lower
 * case: a hand-typed '/q/Tisch-7' still finds 'tisch-7'); null for anything that cannot be one.
 */
export function qrIdentifierOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const identifier = value.trim().toLowerCase()
  return identifier.length <= MAX_QR_IDENTIFIER_LENGTH && IDENTIFIER.test(identifier) ? identifier : null
}

/** Longest table number the landing URL may carry (`?table=…`). */
const MAX_TABLE_PARAM_LENGTH = 50

/** A table number from the landing URL: trimmed, at most 50 characters, no control characters; null otherwise. */
export function tableParamOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const table = value.trim()
  // eslint-disable-next-line no-control-regex
  return table && table.length <= MAX_TABLE_PARAM_LENGTH && !/[\u0000-\u001f\u007f]/.test(table) ? table : null
}

/** Defaults every rule falls back to; callers may pass their own. */
export const DEFAULT_TIME_ZONE = 'Europe/Vienna'
export const DEFAULT_CURRENCY = 'EUR'

/**
 * The caps of an order when the settings name none: units of one line (in the product's base
 * unit) and the gross total of one order in the shop's currency.
 */
export const DEFAULT_ORDER_LIMITS = { maxUnitsPerLine: 100_000, maxOrderTotal: 1_000_000 } as const

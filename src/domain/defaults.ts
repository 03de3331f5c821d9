/** Defaults every rule falls back to; callers may pass their own. */
export const DEFAULT_TIME_ZONE = 'Europe/Vienna'
export const DEFAULT_CURRENCY = 'EUR'

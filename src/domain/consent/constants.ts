/** Service ids of the storefront's third-party services. */
export const ESSENTIAL_SERVICE = 'essential'
export const CHAT_WIDGET_SERVICE = 'chat'
export const TAG_SERVICE = 'tag'
export const PIXEL_SERVICE = 'pixel'
/** The LinkedIn news feed of the linkedIn block, embedded through Juicer. */
export const NEWS_FEED_SERVICE = 'linkedInFeed'
/** The map of the formMap block: MapLibre with tiles of the configured map style or OpenStreetMap. */
export const MAP_SERVICE = 'map'

/** Cookie lifetimes in days (ordering-storefront.md section 9, back-office.md section 9). */
export const CONSENT_COOKIE_DAYS = 3650
export const SESSION_COOKIE_DAYS = 1
export const REMEMBER_ME_COOKIE_DAYS = 14
export const ADVERTISING_COOKIE_DAYS = { min: 90, max: 730 } as const
export const CHAT_WIDGET_COOKIE_DAYS = { min: 1, max: 2 } as const

/** Analytics, tag and pixel queues flush every second. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 1000

/** Cookie Max-Age in seconds for a lifetime in days. */
export function cookieMaxAgeSeconds(days: number): number {
  return Math.round(days * 24 * 60 * 60)
}

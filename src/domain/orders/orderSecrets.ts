/**
 * An order's public link secret (its hash) appears in two kinds of paths: the status page
 * /status/{uid}/{hash} and its files /upload/order/{uid}/{hash}/…. Whatever leaves for analytics
 * (first-party logs, tag manager, pixel) must carry neither, or anyone reading the statistics
 * could open the customer's order.
 */
const SEGMENT = String.raw`[^/?#\s"'<>]+`
const SECRET_PATHS = new RegExp(String.raw`(\/status|\/upload\/order)\/${SEGMENT}\/${SEGMENT}`, 'g')
const SECRET_PARAMS = /([?&](?:hash|orderHash|publicHash|token)=)[^&#\s"'<>]*/gi
const SECRET_KEYS = /^(?:hash|orderHash|publicHash|token|password)$/i
const MAX_DEPTH = 8

const SCRUBBED_ORDER_PATH = ':uid/:hash'

/** True for a path (or URL) that carries an order's link secret. */
export const isOrderSecretPath = (path: string): boolean => new RegExp(SECRET_PATHS.source).test(path)

/** The text with order link secrets replaced: '/status/20261121-1/aB3…' -> '/status/:uid/:hash'. */
export const scrubOrderSecrets = (text: string): string =>
  text.replace(SECRET_PATHS, `$1/${SCRUBBED_ORDER_PATH}`).replace(SECRET_PARAMS, '$1…')

/**
 * A copy of analytics data with every string scrubbed and secret-named keys (hash, token …)
 * dropped, through nested objects and arrays.
 */
export function scrubOrderSecretsDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubOrderSecrets(value) as T
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((entry) => scrubOrderSecretsDeep(entry, depth + 1)) as T
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_KEYS.test(key))
      .map(([key, entry]) => [key, scrubOrderSecretsDeep(entry, depth + 1)]),
  ) as T
}

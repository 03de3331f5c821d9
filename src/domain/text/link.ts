/** Opaque schemes without '//' that are kept as they are. */
const OPAQUE_SCHEMES = ['mailto:', 'tel:', 'sms:']
/** Schemes that must never survive as a link target: they run code in the browser. */
const UNSAFE_SCHEMES = ['javascript', 'vbscript', 'data']

/**
 * Normalises an editor-entered link (parts-shop-and-site.md section 5): empty becomes '/'; a link
 * with a protocol ('https://…', 'mailto:', 'tel:', 'sms:'), a leading slash ('/shop', '//cdn.host'),
 * an anchor ('#kontakt') or a query ('?page=2') stays; anything else gets 'http://' prefixed.
 * Unsafe schemes (javascript:, vbscript:, data:) are not recognised as protocols, so they get the
 * prefix too and end up harmless.
 */
export function normalizeLink(link: string | null | undefined): string {
  const value = (link ?? '').trim()
  if (value === '') return '/'
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return value
  const lower = value.toLowerCase()
  if (OPAQUE_SCHEMES.some((scheme) => lower.startsWith(scheme))) return value
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//.exec(lower)?.[1]
  if (scheme && !UNSAFE_SCHEMES.includes(scheme)) return value
  return `http://${value}`
}

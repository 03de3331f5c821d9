/**
 * Where the pages of the marketing site live (issue 26 §1.8, docs/decisions.md): a site page is
 * served at its own path ('/ueber-uns', '/leistungen/catering'), the form the demo redirects and
 * QR codes already use. The older form /site/{path} answers a 301 to it (next.config.ts); only the
 * four legal documents of the settings keep their spec-named addresses /site/{terms-and-conditions,…}.
 */

/** First path segments the application's own routes own; no site page may start with one. */
const RESERVED_SEGMENTS = [
  'account', 'agb', 'api', 'app-icon', 'backend', 'backoffice', 'datenschutz', 'favicon.ico', 'fonts', 'frontdesk', 'image', 'manifest.webmanifest', 'robots.txt',
  'preview', 'shop', 'site', 'sitemap', 'sitemap.xml', 'start', 'status', 'offline.html', 'store', 'storefront-sw.js', 'upload', '_next',
] as const

const segmentsOf = (path: string): string[] => path.split('/').map((segment) => segment.trim()).filter(Boolean)

/** The canonical form of a site page's path: one leading slash, no trailing slash, '/' for the root. */
export function canonicalSitePath(path: string): string {
  return `/${segmentsOf(path).join('/')}`
}

/** The address of a site page: its own path ('ueber-uns' → '/ueber-uns'). */
export const sitePath = (path: string): string => canonicalSitePath(path)

/** Whether a site page at `path` would be hidden behind one of the application's routes. */
export function isReservedSitePath(path: string): boolean {
  const first = segmentsOf(path)[0]
  return first !== undefined && (RESERVED_SEGMENTS as readonly string[]).includes(first.toLowerCase())
}

/** The path of a site page from the catch-all route's segments (['leistungen', 'catering'] → '/leistungen/catering'). */
export const pathFromSegments = (segments: readonly string[]): string => canonicalSitePath(segments.map(decodeSegment).join('/'))

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The paths of the pages above a page, nearest last: '/leistungen/catering' → ['/leistungen']. */
export function ancestorPaths(path: string): string[] {
  const segments = segmentsOf(path)
  return segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
}

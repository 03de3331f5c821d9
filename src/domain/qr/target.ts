import { qrIdentifierOf, tableParamOf } from './identifier'

/** The query parameter that carries the code from the redirect to the storefront (and on to the order). */
const QR_PARAM = 'qr'
/** The query parameter of the branch page that preselects dine-in and a table ('/store/wien?table=7'). */
const TABLE_PARAM = 'table'

/** A QR code as its redirect needs it: the target path, and for a table code the table's number and branch. */
export interface QrCodeTarget {
  identifier: string
  path: string
  table?: { identifier: string; branchIdentifier: string } | null
}

/** Where a redirect goes: the location (path, query, fragment of this site) and the bare path the statistics count. */
export interface QrRedirect {
  location: string
  path: string
}

const BASE = 'http://qr.invalid'

/** A path of this site as a URL; anything that leaves the site ('//host', 'https://…', '/\\host') is the home page. */
function siteUrl(path: string): URL {
  try {
    const url = new URL(path.startsWith('/') ? path : `/${path}`, BASE)
    if (url.origin === BASE) return url
  } catch {
    // not a path: the home page
  }
  return new URL('/', BASE)
}

/** The dine-in page of a table: its branch page with the table preselected ('/store/wien-mariahilf?table=7'). */
export function tablePagePath(branchIdentifier: string, tableIdentifier: string): string {
  return `/store/${encodeURIComponent(branchIdentifier)}?${new URLSearchParams({ [TABLE_PARAM]: tableIdentifier })}`
}

/**
 * The redirect of a scanned code: a table code leads to its table's dine-in page, any other code to
 * its path (a branch page, a site page; its own query parameters kept). `qr={identifier}` is
 * appended (replacing one the path may already carry), so the storefront can keep the origin with
 * the cart. Paths that would leave the site lead to the home page.
 */
export function qrRedirect(code: QrCodeTarget): QrRedirect {
  const url = siteUrl(code.table ? tablePagePath(code.table.branchIdentifier, code.table.identifier) : code.path)
  url.searchParams.set(QR_PARAM, code.identifier)
  return { location: `${url.pathname}${url.search}${url.hash}`, path: url.pathname }
}

/** What a landing URL carries: the code it came from and, on a branch page, the table to preselect. */
export interface QrLanding {
  qrCode: string | null
  table: string | null
}

/** The code and table of a landing URL's query ('?table=7&qr=tisch-7'); malformed values are none. */
export function qrLandingOf(search: string): QrLanding {
  const params = new URLSearchParams(search)
  return { qrCode: qrIdentifierOf(params.get(QR_PARAM)), table: tableParamOf(params.get(TABLE_PARAM)) }
}

/** The query without the landing parameters, for the address bar once they are kept ('?a=1', or '' when nothing is left). */
export function searchWithoutLanding(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(QR_PARAM)
  params.delete(TABLE_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

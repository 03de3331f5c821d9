/**
 * Hosts of the third-party services the storefront loads only after the visitor's consent
 * (storefront/consent/scripts): the Google tag / tag manager, the Meta pixel, the tawk.to chat
 * widget, the LinkedIn feed (embedded through Juicer) and the map tiles (OpenStreetMap, or the
 * theme's map style at MapTiler). Nothing is fetched from them before consent; the policy merely
 * allows it afterwards.
 */
const FEED_HOSTS = { script: ['https://assets.juicer.io', 'https://www.juicer.io'], img: ['https://*.juicer.io', 'https://media.licdn.com', 'https://static.licdn.com'] }
const MAP_HOSTS = ['https://tile.openstreetmap.org', 'https://api.maptiler.com']
const CONSENTED_HOSTS = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net', 'https://embed.tawk.to', 'https://*.tawk.to', 'https://cdn.jsdelivr.net', ...FEED_HOSTS.script],
  style: ['https://*.tawk.to', 'https://fonts.googleapis.com', 'https://assets.juicer.io'],
  img: [
    'https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net',
    'https://*.google.com', 'https://www.facebook.com', 'https://*.tawk.to', 'https://tawk.link', 'https://cdn.jsdelivr.net', 'https://s3.amazonaws.com',
    ...FEED_HOSTS.img, ...MAP_HOSTS,
  ],
  font: ['https://*.tawk.to', 'https://fonts.gstatic.com', 'https://assets.juicer.io'],
  connect: [
    'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net',
    'https://*.google.com', 'https://www.facebook.com', 'https://connect.facebook.net', 'https://*.tawk.to', 'wss://*.tawk.to',
    'https://www.juicer.io', ...MAP_HOSTS,
  ],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://*.tawk.to'],
}

const withHosts = (base: string, hosts: string[]) => [base, ...hosts].join(' ')

/**
 * The paths whose pages carry a per-request script nonce (the matcher of src/proxy.ts: the
 * storefront pages that render on every request and handle personal data, checkout and order
 * status; the proxy sends their policy), Next.js's static assets and the theme's font stylesheets
 * and files (/fonts/…: scripts, styles, fonts; a policy only applies to documents and workers, and
 * 1.9 KB of it on each of a page's 30 assets would be bytes for nothing). Every other response gets the shared policy: those pages are served from a cache,
 * where a nonce would be the same for everyone, so it allows Next.js's inline bootstrap scripts as
 * such ('unsafe-inline'); so does the Payload admin's.
 */
const WITHOUT_SHARED_POLICY = /^\/(?:status\/|store\/[^/]+\/checkout(?:[/?]|$)|_next\/static\/|fonts\/)/

/**
 * Uploaded files (/image/…, /upload/… and Payload's own file routes /api/{images,uploads}/file/…):
 * nothing in them may run or load anything, should a browser open one as a document (an SVG above
 * all; src/server/media). The media route sends the same.
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"
const MEDIA_PATHS = /^\/(?:image\/|upload\/|api\/(?:images|uploads)\/file\/)/

/**
 * The Content-Security-Policy. With a `nonce`, inline scripts run only when they carry it or have
 * one of the `scriptHashes` (fixed scripts of our own); without one, Next.js's inline bootstrap
 * scripts are allowed as such. Development additionally evaluates code for fast refresh.
 */
export function contentSecurityPolicy(isDevelopment: boolean, inline?: { nonce: string; scriptHashes: string[] }): string {
  const inlineScripts = inline ? [`'nonce-${inline.nonce}'`, ...inline.scriptHashes].join(' ') : "'unsafe-inline'"
  return [
    "default-src 'self'",
    withHosts(`script-src 'self' ${inlineScripts}${isDevelopment ? " 'unsafe-eval'" : ''}`, CONSENTED_HOSTS.script),
    withHosts("style-src 'self' 'unsafe-inline'", CONSENTED_HOSTS.style),
    withHosts("img-src 'self' data: blob:", CONSENTED_HOSTS.img),
    withHosts("font-src 'self' data:", CONSENTED_HOSTS.font),
    withHosts(`connect-src 'self'${isDevelopment ? ' ws: wss:' : ''}`, CONSENTED_HOSTS.connect),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    withHosts("frame-src 'self'", CONSENTED_HOSTS.frame),
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * Security headers sent with every response, pages and API alike; the Content-Security-Policy
 * separately by `responseSecurityHeaders`.
 */
function securityHeaders(isDevelopment: boolean): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
  if (!isDevelopment) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}

/**
 * The security headers of a response to `url` (path and query), set by the app server
 * (ops/server/appServer.ts) before Next.js answers: plain header writes, where Next.js's
 * `headers()` rules would match and compile every rule's value per request (about 10 % of a cached
 * page's CPU).
 */
export function responseSecurityHeaders(isDevelopment: boolean): (url: string) => [name: string, value: string][] {
  const withoutPolicy = securityHeaders(isDevelopment)
  const withPolicy: [string, string][] = [...withoutPolicy, ['Content-Security-Policy', contentSecurityPolicy(isDevelopment)]]
  const withMediaPolicy: [string, string][] = [...withoutPolicy, ['Content-Security-Policy', MEDIA_CONTENT_SECURITY_POLICY]]
  return (url) => (MEDIA_PATHS.test(url) ? withMediaPolicy : WITHOUT_SHARED_POLICY.test(url) ? withoutPolicy : withPolicy)
}

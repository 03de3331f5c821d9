/**
 * Hosts of the third-party services the storefront loads only after the visitor's consent
 * (storefront/consent/scripts): the Google tag / tag manager, the Meta pixel and the tawk.to chat
 * widget. Nothing is fetched from them before consent; the policy merely allows it afterwards.
 */
const CONSENTED_HOSTS = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net', 'https://embed.tawk.to', 'https://*.tawk.to', 'https://cdn.jsdelivr.net'],
  style: ['https://*.tawk.to', 'https://fonts.googleapis.com'],
  img: [
    'https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net',
    'https://*.google.com', 'https://www.facebook.com', 'https://*.tawk.to', 'https://tawk.link', 'https://cdn.jsdelivr.net', 'https://s3.amazonaws.com',
  ],
  font: ['https://*.tawk.to', 'https://fonts.gstatic.com'],
  connect: [
    'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net',
    'https://*.google.com', 'https://www.facebook.com', 'https://connect.facebook.net', 'https://*.tawk.to', 'wss://*.tawk.to',
  ],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://*.tawk.to'],
}

const withHosts = (base: string, hosts: string[]) => [base, ...hosts].join(' ')

/**
 * next.config.ts `headers()` source for every path except the pages whose inline scripts carry a
 * per-request nonce (the matcher of src/proxy.ts: the storefront pages that render on every
 * request and handle personal data, checkout and order status) and Next.js's static assets
 * (scripts, styles, fonts: a policy only applies to documents and workers, and 1.3 KB of it on
 * every asset would be bytes for nothing). Other pages are served from a cache, where a nonce would
 * be the same for everyone, so their policy allows Next.js's inline bootstrap scripts as such
 * ('unsafe-inline'); so does the Payload admin's. Path-to-regexp syntax.
 */
export const PATHS_WITHOUT_NONCE = '/:path((?!status/|store/[^/]+/checkout(?:/|$)|_next/static/).*)'

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
 * Security headers sent with every response, pages and API alike (wired in next.config.ts); the
 * Content-Security-Policy is sent separately (see PATHS_WITHOUT_NONCE).
 */
export function securityHeaders(isDevelopment: boolean): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  if (!isDevelopment) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' })
  }
  return headers
}

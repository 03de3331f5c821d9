import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { LEGAL_DOCUMENTS } from './src/domain/shell/legalLinks'

/**
 * Site pages live at their own path; the older form /site/{path} answers a 301 to it, except the
 * legal documents, which keep their spec-named /site/{slug} (src/domain/site/sitePaths.ts).
 */
const legalSlugs = LEGAL_DOCUMENTS.map((document) => document.slug).join('|')
const legacySiteRedirects = [
  { source: '/site', destination: '/', statusCode: 301 as const },
  { source: `/site/:path((?!(?:${legalSlugs})$).+)`, destination: '/:path', statusCode: 301 as const },
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Security headers come from the app server (src/server/http/securityHeaders.ts). No ETag: Next.js hashes
  // every cached page's whole HTML in JavaScript per request for it (8 % of a cached page's CPU),
  // and a page revalidated at most hourly gains little from a conditional request.
  generateEtags: false,
  // `ANALYZE=1 npm run build` keeps the browser bundles' source maps for a size analysis (docs/operations.md).
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // Rendered pages stay in memory only: a copy on disk could outlive its database (another run's
  // data) and would not hear the change feed (src/server/cache/pageCacheExpiry.ts).
  experimental: { isrFlushToDisk: false },
  // The catalogue previews (src/server/media/pdfPreview.ts): pdf.js loads its worker and fonts from
  // its own package folder, the canvas is a native addon; both run as Node.js packages, unbundled.
  serverExternalPackages: ['pdfjs-dist', '@napi-rs/canvas'],
  // The dev server also answers on 127.0.0.1 (tests, tools), not only on localhost.
  allowedDevOrigins: ['127.0.0.1'],
  // The home page is a cached page with a parameter (src/app/(frontend)/start/[locale]/page.tsx).
  // The calls the specs name without /api (the contact form, the imports) answer at both addresses.
  async rewrites() {
    return {
      beforeFiles: [{ source: '/', destination: '/start/de' }],
      afterFiles: [{ source: '/custom/:call(forms|upload-products|upload-images|upload-files)', destination: '/api/custom/:call' }],
      fallback: [],
    }
  },
  async redirects() {
    return [{ source: '/start/:locale', destination: '/', permanent: true }, ...legacySiteRedirects]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint as a *critical* hint (for its admin
 * theme). A browser then repeats its first request to any page with the hint, a whole extra round
 * trip before a storefront page can start, and caches would vary pages by it. The hint stays on the
 * admin only.
 */
async function headersWithAdminOnlyHints() {
  const rules = (await withPayloadConfig.headers?.()) ?? []
  const asksForColourScheme = (rule: (typeof rules)[number]) => rule.headers.some((header) => header.key === 'Critical-CH')
  return rules.map((rule) => (asksForColourScheme(rule) ? { ...rule, source: '/backend/:path*' } : rule))
}

export default { ...withPayloadConfig, headers: headersWithAdminOnlyHints } satisfies NextConfig

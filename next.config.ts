import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { contentSecurityPolicy, PATHS_WITHOUT_NONCE, securityHeaders } from './src/server/securityHeaders'

const isDevelopment = process.env.NODE_ENV !== 'production'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Rendered pages stay in memory only: a copy on disk could outlive its database (another run's
  // data) and would not hear the change feed (src/server/cache/pageCacheExpiry.ts).
  experimental: { isrFlushToDisk: false },
  // The dev server also answers on 127.0.0.1 (tests, tools), not only on localhost.
  allowedDevOrigins: ['127.0.0.1'],
  // The home page is a cached page with a parameter (src/app/(frontend)/start/[locale]/page.tsx).
  async rewrites() {
    return { beforeFiles: [{ source: '/', destination: '/start/de' }], afterFiles: [], fallback: [] }
  },
  async redirects() {
    return [{ source: '/start/:locale', destination: '/', permanent: true }]
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(isDevelopment) },
      // The nonce pages get their policy from src/proxy.ts.
      { source: PATHS_WITHOUT_NONCE, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(isDevelopment) }] },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/server/securityHeaders'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The dev server also answers on 127.0.0.1 (tests, tools), not only on localhost.
  allowedDevOrigins: ['127.0.0.1'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

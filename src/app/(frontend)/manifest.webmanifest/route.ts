import { manifestResponse } from '@/storefront/shell/pwa/manifest'

/** GET /manifest.webmanifest: the web app manifest (storefront/shell/pwa/manifest.ts); settings and theme from the cache. */
export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return manifestResponse()
}

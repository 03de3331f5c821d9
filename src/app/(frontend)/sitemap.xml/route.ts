import { sitemapIndexResponse } from '@/storefront/site/sitemap'

/** GET /sitemap.xml: the index of the sitemap files (storefront/site/sitemap.ts). */
export async function GET(request: Request): Promise<Response> {
  return sitemapIndexResponse(new URL(request.url).origin)
}

import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'

/** robots.txt: everything public may be indexed; the back office, the API, accounts, cart, checkout and previews not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const request = await headers()
  const host = request.get('host')
  const protocol = request.get('x-forwarded-proto') ?? 'http'
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/backend', '/api/', '/account/', '/shop/cart', '/shop/checkout', '/status/', '/preview'] },
    ...(host ? { sitemap: `${protocol}://${host}/sitemap.xml` } : {}),
  }
}

import { sitemapFileResponse } from '@/storefront/site/sitemap'

type Context = { params: Promise<{ file: string }> }

/** GET /sitemap/{pages|products-N}.xml: one file of the sitemap; any other name is a 404. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const name = (await params).file.replace(/\.xml$/, '')
  const response = await sitemapFileResponse(new URL(request.url).origin, name)
  return response ?? new Response('Nicht gefunden', { status: 404 })
}

import { loadProductChunkCount, loadSitemapPages, loadSitemapProducts } from './loadSitemap'

/**
 * sitemap.xml as an index of its files: the pages (start page, site pages, branches, shop) and the
 * parts in files of 40,000 addresses. Their data is cached until what they list changes
 * (loadSitemap.ts); the origin comes from the request, so the same build serves any host.
 */

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const xmlResponse = (body: string) => new Response(XML_HEADER + body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })

/** The sitemap file names, e.g. ['pages', 'products-1', 'products-2', 'products-3']. */
async function sitemapNames(): Promise<string[]> {
  const chunks = await loadProductChunkCount()
  return ['pages', ...Array.from({ length: chunks }, (_, index) => `products-${index + 1}`)]
}

export async function sitemapIndexResponse(origin: string): Promise<Response> {
  const entries = (await sitemapNames()).map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${name}.xml`)}</loc></sitemap>`)
  return xmlResponse(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`)
}

async function entriesOf(name: string) {
  if (name === 'pages') return loadSitemapPages()
  const chunk = /^products-([1-9]\d{0,4})$/.exec(name)?.[1]
  if (!chunk || Number(chunk) > (await loadProductChunkCount())) return null
  return loadSitemapProducts(Number(chunk) - 1)
}

/** One sitemap file, or null (the 404) for a name the index does not list. */
export async function sitemapFileResponse(origin: string, name: string): Promise<Response | null> {
  const entries = await entriesOf(name)
  if (!entries) return null
  const urls = entries.map((entry) => `<url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${entry.lastModified}</lastmod></url>`)
  return xmlResponse(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`)
}

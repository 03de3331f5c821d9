import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * Every link resolves (issue 26 §1.8): starting from the start page, the shop and the account
 * screens, every internal link of the storefront and of the seeded site is followed; pages of the
 * site and the storefront are crawled on, product and file links only checked. No address may
 * answer 404 (or 5xx). Runs once, on the desktop project: links do not depend on the viewport.
 */

const START = ['/', '/shop', '/account/login', '/account/signup', '/ueber-uns']
/** Addresses that are followed but not crawled further (thousands of parts, files, images). */
const LEAF = [/^\/shop\/produkte\//, /^\/upload\//, /^\/image\//, /^\/shop\?/]
/** Not pages: the API, the back office and the preview are covered by their own tests. */
const SKIP = [/^\/api\//, /^\/backend/, /^\/preview/, /^\/_next\//]
const MAX_PAGES = 250

const hrefsOf = (html: string): string[] => [...html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'))

function internalPath(href: string, base: string, origin: string): string | null {
  if (/^(mailto|tel|sms|javascript):/i.test(href) || href.startsWith('#')) return null
  const url = new URL(href, base)
  if (url.origin !== origin) return null
  return url.pathname + url.search
}

async function statusOf(request: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const response = await request.get(path, { maxRedirects: 5 })
  const isHtml = (response.headers()['content-type'] ?? '').includes('text/html')
  return { status: response.status(), html: isHtml ? await response.text() : '' }
}

test('no link of the seeded site and the storefront leads to a 404', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'links are the same at every width')
  test.setTimeout(240_000)
  const origin = new URL(baseURL!).origin
  const queue = [...START]
  const seen = new Set(queue)
  const broken: string[] = []
  let crawled = 0
  while (queue.length > 0 && crawled < MAX_PAGES) {
    const path = queue.shift()!
    const { status, html } = await statusOf(request, path)
    if (status === 404 || status >= 500) broken.push(`${status} ${path}`)
    if (LEAF.some((pattern) => pattern.test(path)) || !html) continue
    crawled++
    for (const href of hrefsOf(html)) {
      const target = internalPath(href, origin + path, origin)
      if (!target || seen.has(target) || SKIP.some((pattern) => pattern.test(target))) continue
      seen.add(target)
      queue.push(target)
    }
  }
  expect(broken).toEqual([])
  // The crawl really walked the site: the seeded pages and the legal documents were among the links.
  expect([...seen]).toEqual(expect.arrayContaining(['/leistungen/catering', '/karriere', '/kontakt', '/site/imprint']))
})

import { expect, test } from '@playwright/test'

/**
 * The app server sends the build's Brotli copies of scripts and styles (issue #14,
 * ops/server/precompressedAssets.ts): the home page's scripts arrive as Brotli to a browser
 * that accepts it, decode to what Next.js itself sends, and still come from Next.js (gzip) to one that does not.
 */
test('the home page scripts come Brotli-compressed, and from Next.js to a browser without Brotli', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"(?! noModule)/g)].map((match) => match[1] ?? '')
  expect(scripts.length).toBeGreaterThan(3)
  for (const script of scripts) {
    const brotli = await request.fetch(script, { headers: { 'Accept-Encoding': 'br' } })
    expect(brotli.headers()['content-encoding']).toBe('br')
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    // Playwright decodes the body itself: the same script as the gzip answer.
    const gzip = await request.fetch(script, { headers: { 'Accept-Encoding': 'gzip' } })
    // Next.js leaves answers under 1 KB uncompressed.
    expect(gzip.headers()['content-encoding']).toBe((await gzip.body()).length < 1024 ? undefined : 'gzip')
    expect((await brotli.body()).equals(await gzip.body())).toBe(true)
  }
})

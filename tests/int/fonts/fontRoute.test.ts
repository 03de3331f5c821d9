import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { serveFont } from '@/src/server/api/fonts/serveFont'

import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

let context: TestContext
let fonts: { family: string; variants: string[] }[]

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The font files a stylesheet refers to. */
const fileUrls = (css: string) => [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1])
const segmentsOf = (url: string) => url.replace(/^\/fonts\/google\//, '').split('/')

beforeAll(async () => {
  context = await startTestPayload()
  const response = await restClient(context.payload.config)('GET', '/fonts')
  expect(response.status).toBe(200)
  fonts = (await response.json()).data
})
afterAll(() => context.close())

describe('GET /api/fonts', () => {
  it('lists the theme’s families with the variants their packages ship', () => {
    expect(fonts.map((font) => font.family)).toEqual(['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Source Sans 3', 'Merriweather'])
    expect(fonts[0].variants).toEqual(expect.arrayContaining(['regular', 'italic', '300', '500', '700', '700italic']))
    expect(fonts.find((font) => font.family === 'Lato')?.variants).not.toContain('500')
  })

  it('lists exactly what the route serves: every family and variant answers its stylesheet', async () => {
    for (const { family, variants } of fonts) {
      for (const variant of variants) {
        const response = await serveFont([family, `style-${variant}.embed.css`])
        expect([family, variant, response.status]).toEqual([family, variant, 200])
      }
    }
  })
})

describe('GET /fonts/google/{family}/style-{variant}.embed.css', () => {
  it('answers an @font-face stylesheet of the family and variant, kept by the browser', async () => {
    const response = await serveFont(['roboto', 'style-700italic.embed.css'])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    const css = await response.text()
    expect(css).toContain("font-family: 'Roboto'")
    expect(css).toContain('font-weight: 700')
    expect(css).toContain('font-style: italic')
    expect(css).not.toContain('font-weight: 400')
    expect(css).toContain('font-display: optional')
    expect(css).not.toContain('swap')
    expect(css).toMatch(/unicode-range: U\+0000-00FF/)
    // every file comes from the product itself
    const urls = fileUrls(css)
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url).toMatch(/^\/fonts\/google\/roboto\/files\/roboto-[a-z-]+-700-italic\.woff2?$/)
  })

  it('finds the family by its name as well as by its address form', async () => {
    const byName = await (await serveFont(['Open Sans', 'style-regular.embed.css'])).text()
    const bySlug = await (await serveFont(['open-sans', 'style-regular.embed.css'])).text()
    const encoded = await (await serveFont(['Open%20Sans', 'style-regular.embed.css'])).text()
    expect(byName).toBe(bySlug)
    expect(encoded).toBe(bySlug)
    expect(byName).toContain("font-family: 'Open Sans'")
    expect(byName).toContain('font-weight: 400')
    expect(byName).toContain('font-style: normal')
  })

  it('serves the font files the stylesheet names', async () => {
    const css = await (await serveFont(['source-sans-3', 'style-600.embed.css'])).text()
    const woff2 = fileUrls(css).find((url) => url.includes('-latin-600-normal.woff2')) as string
    const response = await serveFont(segmentsOf(woff2))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('font/woff2')
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(Number(response.headers.get('content-length'))).toBe(body.length)
  })

  it.each([
    ['an unknown family', ['comic-sans', 'style-regular.embed.css']],
    ['an unknown variant', ['roboto', 'style-750.embed.css']],
    ['a variant the family lacks', ['lato', 'style-500.embed.css']],
    ['Google’s name for 400 only', ['roboto', 'style-400.embed.css']],
    ['another file name', ['roboto', 'style-regular.css']],
    ['a file of another family', ['lato', 'files', 'roboto-latin-400-normal.woff2']],
    ['a file outside the font files', ['roboto', 'files', '..%2Fpackage.json']],
    ['a malformed address', ['roboto', 'style-%E0%A4%A.embed.css']],
    ['the package manifest', ['roboto', 'files', 'package.json']],
    ['a deeper path', ['roboto', 'files', 'x', 'roboto-latin-400-normal.woff2']],
  ])('answers 404 for %s', async (_, segments) => {
    const response = await serveFont(segments)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Schriftart nicht gefunden.')
  })
})

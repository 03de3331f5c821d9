import { stylesheetVariant } from '@/src/domain/fonts'

import { fontFile, fontStylesheet } from '@/src/server/fonts/fontCatalogue'

/** A family and variant never change their files: the browser and any proxy keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const FONT_TYPES: Record<string, string> = { woff2: 'font/woff2', woff: 'font/woff' }

const notFound = () =>
  new Response('Schriftart nicht gefunden.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } })

/** A path segment as text ('Open%20Sans' → 'Open Sans'), whether or not the router decoded it already. */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * /fonts/google/{family}/style-{variant}.embed.css (the @font-face stylesheet of the family and
 * variant) and /fonts/google/{family}/files/{file} (its font files), both from the packaged fonts;
 * any other family, variant or file is a 404.
 */
export async function serveFont(segments: string[]): Promise<Response> {
  const [family, second, third, ...rest] = segments.map(decoded)
  if (!family || !second || rest.length > 0) return notFound()

  if (second === 'files' && third) {
    const body = await fontFile(family, third)
    if (!body) return notFound()
    const type = FONT_TYPES[third.slice(third.lastIndexOf('.') + 1)]
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': type, 'Content-Length': String(body.length), 'Cache-Control': IMMUTABLE, 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' },
    })
  }

  const variant = third === undefined ? stylesheetVariant(second) : null
  const css = variant ? fontStylesheet(family, variant) : null
  if (!css) return notFound()
  return new Response(css, { headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' } })
}

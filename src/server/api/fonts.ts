import type { Endpoint } from 'payload'

/** Font families the theme can use, with their variants (GET /api/fonts). */
const FONTS = [
  { family: 'Roboto', variants: ['300', 'regular', 'italic', '500', '700'] },
  { family: 'Open Sans', variants: ['300', 'regular', 'italic', '600', '700'] },
  { family: 'Lato', variants: ['300', 'regular', 'italic', '700'] },
  { family: 'Montserrat', variants: ['300', 'regular', '500', '600', '700'] },
  { family: 'Source Sans 3', variants: ['300', 'regular', 'italic', '600', '700'] },
  { family: 'Merriweather', variants: ['300', 'regular', 'italic', '700'] },
]

export const fontsEndpoint: Endpoint = {
  path: '/fonts',
  method: 'get',
  handler: () => Response.json({ data: FONTS }, { headers: { 'Cache-Control': 'public, max-age=86400' } }),
}

import type { Endpoint } from 'payload'

import { fontFamilies } from '@/src/server/fonts/fontCatalogue'

/**
 * GET /api/fonts: the font families the theme can use with their variants, exactly what the font
 * route /fonts/google/{family}/style-{variant}.embed.css serves. Answer `{ data: [{ family, variants }] }`.
 */
export const fontsEndpoint: Endpoint = {
  path: '/fonts',
  method: 'get',
  handler: () => Response.json({ data: fontFamilies() }, { headers: { 'Cache-Control': 'public, max-age=86400' } }),
}

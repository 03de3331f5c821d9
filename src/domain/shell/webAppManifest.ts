/**
 * The web app manifest of the storefront (issue 26 §2.2, ordering-storefront.md section 2: 'App
 * installieren'): German name and short name, the theme's colours, start at the home page, shown
 * standalone, icons 192 and 512 px and a maskable one (drawn in the theme's colour by /app-icon).
 */
export interface WebAppManifest {
  id: string
  name: string
  short_name: string
  description?: string
  lang: 'de'
  dir: 'ltr'
  start_url: string
  scope: string
  display: 'standalone'
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[]
}

const APP_ICON_SIZES = [192, 512] as const

/** The icon files of /app-icon/{file}: one per size, plus the maskable 512 px one. */
export const APP_ICON_FILES = ['192.png', '512.png', 'maskable-512.png'] as const
export type AppIconFile = (typeof APP_ICON_FILES)[number]

/** Longest short name launchers show without cutting it (the usual guidance is 12 characters). */
const SHORT_NAME_LENGTH = 12
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const DEFAULT_THEME_COLOR = '#DC0814'

/** A colour of the theme when it is one (#rgb or #rrggbb), else the spec's default #DC0814. */
export const manifestColor = (color: string | null | undefined): string => (color && HEX_COLOR.test(color.trim()) ? color.trim() : DEFAULT_THEME_COLOR)

/** The name under the icon: the shop name when short enough, else its first word, else its first 12 characters. */
export function shortAppName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length <= SHORT_NAME_LENGTH) return trimmed
  const firstWord = trimmed.split(/\s+/)[0]
  return firstWord.length <= SHORT_NAME_LENGTH ? firstWord : trimmed.slice(0, SHORT_NAME_LENGTH).trimEnd()
}

/**
 * The manifest of a shop: `name` is the shop title (what every page title ends with), the short
 * name is derived from the shop name. The icons carry a version (the colour) so a new theme colour
 * is fetched again despite their long cache lifetime.
 */
export function webAppManifest(shop: { shopName: string; shopTitle: string; description: string | null; color: string }): WebAppManifest {
  const color = manifestColor(shop.color)
  const version = `?v=${color.slice(1).toLowerCase()}`
  return {
    id: '/',
    name: shop.shopTitle.trim() || shop.shopName,
    short_name: shortAppName(shop.shopName),
    ...(shop.description ? { description: shop.description } : {}),
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: color,
    background_color: '#ffffff',
    icons: [
      ...APP_ICON_SIZES.map((size) => ({ src: `/app-icon/${size}.png${version}`, sizes: `${size}x${size}`, type: 'image/png' as const, purpose: 'any' as const })),
      { src: `/app-icon/maskable-512.png${version}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

/**
 * The icon as SVG: the theme colour with a white shopping bag (no text, so no font is needed to
 * draw it). The maskable one fills the whole square and keeps the bag inside the safe zone (the
 * middle 80 %); the plain one has rounded corners.
 */
export function appIconSvg(file: AppIconFile, color: string): string {
  const size = file === '192.png' ? 192 : 512
  const fill = manifestColor(color)
  const corner = file.startsWith('maskable') ? 0 : size * 0.18
  const scale = (file.startsWith('maskable') ? 0.5 : 0.62) * size / 100
  const offset = (size - 100 * scale) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`
    + `<rect width="${size}" height="${size}" rx="${corner}" fill="${fill}"/>`
    + `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round" stroke-linecap="round">`
    + '<path d="M18 32h64l-6 58H24z"/><path d="M35 40V26a15 15 0 0 1 30 0v14"/></g></svg>'
}

import sharp from 'sharp'

import { APP_ICON_FILES, appIconSvg, manifestColor, webAppManifest, type AppIconFile } from '@/src/domain/shell'

import { loadShell } from '../data'

const NOT_FOUND = () => new Response('Nicht gefunden', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * GET /manifest.webmanifest: the storefront's web app manifest from the cached shell data (settings
 * and theme), only while the app plugin (enablePluginPWA) is on; otherwise 404, so no browser
 * offers to install it. Browsers ask for it on page loads: a short public cache lifetime.
 */
export async function manifestResponse(): Promise<Response> {
  const shell = await loadShell()
  if (!shell.plugins.pwa) return NOT_FOUND()
  const manifest = webAppManifest({ shopName: shell.shopName, shopTitle: shell.shopTitle, description: shell.description, color: shell.theme.color1 })
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}

/** Drawn icons by file and colour: a handful of small PNGs, drawn once per process. */
const drawn = new Map<string, Promise<Buffer>>()

const isIconFile = (file: string): file is AppIconFile => (APP_ICON_FILES as readonly string[]).includes(file)

/**
 * GET /app-icon/{192.png|512.png|maskable-512.png}: the app icon in the theme's primary colour. The
 * manifest links it with the colour as version (?v=…), so it may be cached for a year.
 */
export async function appIconResponse(file: string): Promise<Response> {
  if (!isIconFile(file)) return NOT_FOUND()
  const color = manifestColor((await loadShell()).theme.color1)
  const key = `${file}:${color}`
  let png = drawn.get(key)
  if (!png) {
    png = sharp(Buffer.from(appIconSvg(file, color))).png().toBuffer()
    drawn.set(key, png)
  }
  return new Response(new Uint8Array(await png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}

import { appIconResponse } from '@/storefront/shell/pwa/manifest'

/** GET /app-icon/{file}: the app icons of the manifest, drawn in the theme's colour (storefront/shell/pwa/manifest.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return appIconResponse((await params).file)
}

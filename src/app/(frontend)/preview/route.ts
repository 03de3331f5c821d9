import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { isAdminUser } from '@/src/domain/roles'
import { canonicalSitePath } from '@/src/domain/site'
import { SITE_TEXTS } from '@/storefront/site/texts'

/**
 * GET /preview?path=/ueber-uns: an editor's preview of a site page with its latest draft (the
 * admin's preview button and live preview lead here). Only administrators, who edit the site, turn
 * the preview on; `&exit=1` turns it off again. The path is a site path of this origin, never an
 * address elsewhere.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = canonicalSitePath(url.searchParams.get('path') ?? '/')
  const preview = await draftMode()
  if (url.searchParams.get('exit') === '1') {
    preview.disable()
    redirect(path)
  }
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isAdminUser(user)) return new Response(SITE_TEXTS.previewForbidden, { status: 403 })
  preview.enable()
  redirect(path)
}

import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { serveUpload } from '@/src/server/api/media/serveMedia'

/** Files of the uploads collection; private ones need the order's link or a staff session (see serveUpload). */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveUpload(await getPayload({ config: configPromise }), (await params).path, request)
}

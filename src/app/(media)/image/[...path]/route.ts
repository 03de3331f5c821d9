import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { serveImage } from '@/src/server/api/media/serveMedia'

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveImage(await getPayload({ config: configPromise }), (await params).path)
}

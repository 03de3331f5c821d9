import fs from 'node:fs/promises'
import path from 'node:path'

import { payloadClient } from '../payload'
import { parseVersionedFileName, SIZE_ALIASES, type VersionedFile } from './staticPath'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=60'

type StoredFile = { filename?: string | null; mimeType?: string | null; version?: number | null; sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | undefined> | null }

const notFound = () => new Response('Datei nicht gefunden.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SHORT } })

async function fileResponse(staticDir: string, filename: string, mimeType: string, requested: VersionedFile, stored: StoredFile): Promise<Response> {
  const filePath = path.join(staticDir, path.basename(filename))
  const body = await fs.readFile(filePath).catch(() => null)
  if (!body) return notFound()
  const current = requested.version === (stored.version ?? 1)
  return new Response(body, {
    headers: {
      'Content-Type': mimeType,
      'Content-Length': String(body.length),
      'Cache-Control': current ? IMMUTABLE : SHORT,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/**
 * /image/{id}-{version}.{ext} and /image/{size}/{id}-{version}.{ext}. A size that was not generated
 * (the original is smaller) falls back to the original file.
 */
export async function serveImage(segments: string[]): Promise<Response> {
  const [sizeSegment, fileSegment] = segments.length === 2 ? segments : [undefined, segments[0]]
  const size = sizeSegment === undefined ? undefined : SIZE_ALIASES[sizeSegment]
  const requested = parseVersionedFileName(fileSegment)
  if (!requested || (sizeSegment !== undefined && !size) || segments.length > 2) return notFound()
  const payload = await payloadClient()
  const image = (await payload.findByID({
    collection: 'images', id: requested.id, depth: 0, overrideAccess: true, disableErrors: true,
    select: { filename: true, mimeType: true, version: true, sizes: true },
  })) as StoredFile | null
  if (!image?.filename) return notFound()
  const sized = size ? image.sizes?.[size] : undefined
  const staticDir = payload.collections.images.config.upload.staticDir!
  return fileResponse(staticDir, sized?.filename ?? image.filename, sized?.mimeType ?? image.mimeType ?? 'application/octet-stream', requested, image)
}

/** /upload/{publicHash}/{id}-{version}.{ext}: only with the file's unguessable hash. */
export async function serveUpload(segments: string[]): Promise<Response> {
  const [publicHash, fileSegment] = segments
  const requested = parseVersionedFileName(fileSegment)
  if (segments.length !== 2 || !publicHash || !requested) return notFound()
  const payload = await payloadClient()
  const upload = (await payload.findByID({
    collection: 'uploads', id: requested.id, depth: 0, overrideAccess: true, disableErrors: true,
    select: { filename: true, mimeType: true, version: true, publicHash: true },
  })) as (StoredFile & { publicHash?: string | null }) | null
  if (!upload?.filename || upload.publicHash !== publicHash) return notFound()
  const staticDir = payload.collections.uploads.config.upload.staticDir!
  return fileResponse(staticDir, upload.filename, upload.mimeType ?? 'application/octet-stream', requested, upload)
}

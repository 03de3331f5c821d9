import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { uploadRefsOf } from '@/src/domain/media'
import { relatedId } from '@/src/domain/relations'
import type { Order, Upload, UploadsSelect } from '@/src/payload-types'

import { sameSecret } from '@/src/server/security/sameSecret'
import { MEDIA_CONTENT_SECURITY_POLICY } from '@/src/server/http/securityHeaders'
import { canCropContact, contactCrop } from '@/src/server/media/contactImage'
import { derivedDir, derivedFile } from '@/src/server/media/derivedFiles'
import { renderPdfPreview } from '@/src/server/media/pdfPreview'
import { parseVersionedFileName, SIZE_ALIASES, type VersionedFile } from '@/src/server/media/staticPath'
import { isPrivateUpload, isUnattachedCustomerUpload, uploadDisposition } from '@/src/server/media/uploadPurpose'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=60'
/** Customers' files and order documents: this browser only, never stored. */
const PRIVATE = 'private, no-store'

/**
 * An SVG is shown as an image but is a document a browser could also open on its own: even after
 * sanitising (src/server/media/sanitizeSvg.ts) it may run nothing and load nothing. (The app
 * server sends this policy with every media path; the route says it too, for any other server.)
 */
const SVG_HEADERS = { 'Content-Security-Policy': MEDIA_CONTENT_SECURITY_POLICY }
const typeHeaders = (mimeType: string): Record<string, string> => (mimeType === 'image/svg+xml' ? SVG_HEADERS : {})

const notFound = (cache = SHORT) => new Response('Datei nicht gefunden.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cache } })

/** The bytes of a public file: cached forever when the requested version is the current one. */
function publicResponse(body: Buffer, mimeType: string, requested: VersionedFile, stored: { version?: number | null }, headers: Record<string, string> = {}): Response {
  const current = requested.version === (stored.version ?? 1)
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': mimeType,
      'Content-Length': String(body.length),
      'Cache-Control': current ? IMMUTABLE : SHORT,
      'X-Content-Type-Options': 'nosniff',
      ...typeHeaders(mimeType),
      ...headers,
    },
  })
}

/** A public file; `download` gives it a Content-Disposition (inline for images, attachment for any other type). */
async function fileResponse(staticDir: string, filename: string, mimeType: string, requested: VersionedFile, stored: { version?: number | null }, download = false): Promise<Response> {
  const body = await fs.readFile(path.join(staticDir, path.basename(filename))).catch(() => null)
  if (!body) return notFound()
  return publicResponse(body, mimeType, requested, stored, download ? { 'Content-Disposition': uploadDisposition(mimeType, filename) } : {})
}

/**
 * /image/{id}-{version}.{ext} and /image/{size}/{id}-{version}.{ext}. A size that was not generated
 * (the original is smaller) falls back to the original file.
 */
export async function serveImage(payload: Payload, segments: string[]): Promise<Response> {
  if (segments[0] === 'custom') return segments[1] === 'contact' && segments.length === 3 ? serveContactImage(payload, segments[2]) : notFound()
  const [sizeSegment, fileSegment] = segments.length === 2 ? segments : [undefined, segments[0]]
  const size = sizeSegment === undefined ? undefined : SIZE_ALIASES[sizeSegment]
  const requested = parseVersionedFileName(fileSegment)
  if (!requested || (sizeSegment !== undefined && !size) || segments.length > 2) return notFound()
  const image = await payload.findByID({
    collection: 'images', id: requested.id, depth: 0, overrideAccess: true, disableErrors: true,
    select: { filename: true, mimeType: true, version: true, sizes: true },
  })
  if (!image?.filename) return notFound()
  const sized = size ? image.sizes?.[size] : undefined
  const staticDir = payload.collections.images.config.upload.staticDir!
  return fileResponse(staticDir, sized?.filename ?? image.filename, sized?.mimeType ?? image.mimeType ?? 'application/octet-stream', requested, image)
}

/**
 * /image/custom/contact/{id}-{version}.{ext}: the square portrait of a contact person around the
 * image's focal point (contactImage.ts), made once and kept on disk. An SVG is its own portrait.
 */
async function serveContactImage(payload: Payload, fileSegment: string): Promise<Response> {
  const requested = parseVersionedFileName(fileSegment)
  if (!requested) return notFound()
  const image = await payload.findByID({
    collection: 'images', id: requested.id, depth: 0, overrideAccess: true, disableErrors: true,
    select: { filename: true, mimeType: true, version: true, extension: true, focalX: true, focalY: true },
  })
  if (!image?.filename) return notFound()
  const staticDir = payload.collections.images.config.upload.staticDir!
  const mimeType = image.mimeType ?? 'application/octet-stream'
  const extension = image.extension ?? path.extname(image.filename).slice(1)
  if (!canCropContact(extension)) return fileResponse(staticDir, image.filename, mimeType, requested, image)
  const cropPath = path.join(derivedDir(staticDir, 'contact'), `${image.id}-${image.version ?? 1}.${extension}`)
  const crop = await derivedFile(cropPath, async () => {
    const original = await fs.readFile(path.join(staticDir, path.basename(image.filename!))).catch(() => null)
    return original ? contactCrop(original, extension, image).catch(() => null) : null
  })
  return crop ? publicResponse(crop, mimeType, requested, image) : notFound()
}

const UPLOAD_SELECT = { filename: true, mimeType: true, version: true, publicHash: true, purpose: true, order: true } as const satisfies UploadsSelect

type StoredUpload = Pick<Upload, 'id' | keyof typeof UPLOAD_SELECT>

const loadUpload = (payload: Payload, id: number): Promise<StoredUpload | null> =>
  payload.findByID({ collection: 'uploads', id, depth: 0, overrideAccess: true, disableErrors: true, select: UPLOAD_SELECT })

/** A private file: only for this browser (never a shared cache), documents as downloads. */
async function privateFileResponse(payload: Payload, upload: StoredUpload): Promise<Response> {
  const staticDir = payload.collections.uploads.config.upload.staticDir!
  const body = await fs.readFile(path.join(staticDir, path.basename(upload.filename!))).catch(() => null)
  if (!body) return notFound(PRIVATE)
  const mimeType = upload.mimeType ?? 'application/octet-stream'
  return new Response(body, {
    headers: {
      'Content-Type': mimeType,
      'Content-Length': String(body.length),
      'Content-Disposition': uploadDisposition(mimeType, upload.filename!),
      'Cache-Control': PRIVATE,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      ...typeHeaders(mimeType),
    },
  })
}

/**
 * True when the request carries a session (cookie or token) that may read the file's record in
 * the back office, i.e. the uploads collection's read access (staff).
 */
async function mayReadInBackOffice(payload: Payload, request: Request | undefined, id: number): Promise<boolean> {
  if (!request) return false
  try {
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) return false
    const readable = await payload.findByID({ collection: 'uploads', id, user, overrideAccess: false, disableErrors: true, depth: 0, select: {} })
    return Boolean(readable)
  } catch {
    return false
  }
}

/**
 * /upload/{publicHash}/{id}-{version}.{ext}: only with the file's unguessable hash. A site file is
 * public and cached forever; a private file (uploadPurpose.ts) is served with this hash alone only
 * while it is a customer's file that no order has taken yet (the cart shows it); afterwards, and
 * for order documents, only to staff.
 */
export async function serveUpload(payload: Payload, segments: string[], request?: Request): Promise<Response> {
  if (segments[0] === 'order') return serveOrderUpload(payload, segments.slice(1))
  if (segments[1] === 'preview') return servePreview(payload, segments)
  const [publicHash, fileSegment] = segments
  const requested = parseVersionedFileName(fileSegment)
  if (segments.length !== 2 || !publicHash || !requested) return notFound()
  const upload = await loadUpload(payload, requested.id)
  if (!upload?.filename || !sameSecret(publicHash, upload.publicHash)) return notFound()
  if (!isPrivateUpload(upload)) {
    const staticDir = payload.collections.uploads.config.upload.staticDir!
    return fileResponse(staticDir, upload.filename, upload.mimeType ?? 'application/octet-stream', requested, upload, true)
  }
  if (isUnattachedCustomerUpload(upload) || (await mayReadInBackOffice(payload, request, requested.id))) return privateFileResponse(payload, upload)
  return notFound(PRIVATE)
}

/**
 * /upload/{publicHash}/preview/{id}-{version}.jpg: the first page of a public PDF (a catalogue) as
 * a JPEG (pdfPreview.ts), rendered once and kept on disk. Private files and other types: 404.
 */
async function servePreview(payload: Payload, segments: string[]): Promise<Response> {
  const [publicHash, , fileSegment] = segments
  const requested = parseVersionedFileName(fileSegment)
  if (segments.length !== 3 || !publicHash || !requested || requested.extension !== 'jpg') return notFound()
  const upload = await loadUpload(payload, requested.id)
  if (!upload?.filename || !sameSecret(publicHash, upload.publicHash) || isPrivateUpload(upload) || upload.mimeType !== 'application/pdf') return notFound()
  const staticDir = payload.collections.uploads.config.upload.staticDir!
  const previewPath = path.join(derivedDir(staticDir, 'preview'), `${upload.id}-${upload.version ?? 1}.jpg`)
  const preview = await derivedFile(previewPath, async () => {
    const pdf = await fs.readFile(path.join(staticDir, path.basename(upload.filename!))).catch(() => null)
    return pdf ? renderPdfPreview(pdf) : null
  })
  return preview ? publicResponse(preview, 'image/jpeg', requested, upload) : notFound()
}

type OrderFiles = Pick<Order, 'id'> & { items?: { parts?: unknown }[] | null; snapshot?: Pick<NonNullable<Order['snapshot']>, 'orderAcknowledgement'> }

/** True when the file belongs to the order: its acknowledgement, a customer's file of an item, or a document made for it. */
function belongsToOrder(order: OrderFiles, upload: StoredUpload): boolean {
  if (relatedId(upload.order) === order.id) return true
  if (relatedId(order.snapshot?.orderAcknowledgement) === upload.id) return true
  return (order.items ?? []).some((item) => uploadRefsOf(item.parts).some((ref) => Number(ref.id) === upload.id))
}

/**
 * /upload/order/{uid}/{hash}/{id}-{version}.{ext}: a private file of an order, for whoever has the
 * order's public link (the customer). Unknown order, wrong hash and foreign file answer alike: 404.
 */
async function serveOrderUpload(payload: Payload, segments: string[]): Promise<Response> {
  const [uid, hash, fileSegment] = segments
  const requested = parseVersionedFileName(fileSegment)
  if (segments.length !== 3 || !uid || !hash || !requested) return notFound(PRIVATE)
  const { docs } = await payload.find({
    collection: 'orders', where: { uid: { equals: uid } }, limit: 1, depth: 0, overrideAccess: true, pagination: false,
    select: { hash: true, items: { parts: true }, snapshot: { orderAcknowledgement: true } },
  })
  const order = docs[0]
  if (!order || !sameSecret(hash, order.hash)) return notFound(PRIVATE)
  const upload = await loadUpload(payload, requested.id)
  if (!upload?.filename || !belongsToOrder(order, upload)) return notFound(PRIVATE)
  return privateFileResponse(payload, upload)
}

import { fileTypeFromBuffer } from 'file-type'
import type { CollectionAfterErrorHook, CollectionBeforeOperationHook } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import { looksLikeSvg, sanitizeSvg } from '@/src/server/media/sanitizeSvg'

const RASTER_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
const SVG_MIME_TYPE = 'image/svg+xml'

/**
 * The media library's images: the rich text's jpg, jpeg, png, gif and svg (parts-shop-and-site.md
 * section 3) and webp. An SVG is stored only after sanitising (checkUpload).
 */
export const IMAGE_MIME_TYPES = [...RASTER_IMAGE_MIME_TYPES, SVG_MIME_TYPE]

export const FILE_MIME_TYPES = [
  ...RASTER_IMAGE_MIME_TYPES,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain',
  'text/csv',
  'application/zip',
  'video/mp4',
  'audio/mpeg',
]

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** The spec's text for a file that cannot be processed (ordering-storefront.md section 8). */
export const unprocessableFileMessage = (fileName: string) =>
  `Die ausgewählte Datei "${fileName}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`

const TEXT_TYPES = new Set(['text/plain', 'text/csv'])

/**
 * The MIME type of a file when it may be stored, else null (too large, unknown or not allowed).
 * The type is read from the file's bytes; only plain text and CSV, which have no signature, are
 * taken from the claimed type.
 */
export async function acceptedFileType(
  file: { data: Buffer; size: number; mimetype: string },
  allowed: string[],
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<string | null> {
  const detected = (await fileTypeFromBuffer(file.data))?.mime ?? (TEXT_TYPES.has(file.mimetype) ? file.mimetype : undefined)
  return file.size <= maxBytes && detected && allowed.includes(detected) ? detected : null
}

type IncomingFile = NonNullable<Parameters<CollectionBeforeOperationHook>[0]['req']['file']>

/**
 * An SVG is replaced by its sanitised form (no script, no external reference) before Payload
 * stores it; false when nothing of it is a usable SVG.
 */
function sanitizeIncomingSvg(file: IncomingFile): boolean {
  const clean = sanitizeSvg(file.data.toString('utf8'))
  if (!clean) return false
  file.data = Buffer.from(clean, 'utf8')
  file.size = file.data.length
  file.mimetype = SVG_MIME_TYPE
  return true
}

/**
 * Refuses uploads that are too large or whose content is not an allowed type. The type is read
 * from the file's bytes, not from the name or the browser's claim. An SVG (where allowed) is
 * sanitised first.
 */
export const checkUpload =
  (allowed: string[], maxBytes = MAX_UPLOAD_BYTES): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) return args
    if (allowed.includes(SVG_MIME_TYPE) && file.size <= maxBytes && looksLikeSvg(file.data)) {
      if (sanitizeIncomingSvg(file)) return args
      throw new ApiError(unprocessableFileMessage(file.name), 400, 'file')
    }
    if (!(await acceptedFileType(file, allowed, maxBytes))) {
      throw new ApiError(unprocessableFileMessage(file.name), 400, 'file')
    }
    return args
  }

type FieldErrors = { data?: { errors?: { path?: string }[] } }

/**
 * Payload's own deeper checks (e.g. a damaged PDF) answer in English; a refused file always
 * answers with the spec's German text instead.
 */
export const germanFileErrors: CollectionAfterErrorHook = ({ error, req }) => {
  const fileRefused = (error as FieldErrors).data?.errors?.some((entry) => entry.path === 'file')
  if (!fileRefused) return
  const message = unprocessableFileMessage(req.file?.name ?? 'Datei')
  return { status: 400, response: { errors: [{ field: 'file', message }] } as never }
}

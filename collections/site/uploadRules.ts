import { fileTypeFromBuffer } from 'file-type'
import type { CollectionAfterErrorHook, CollectionBeforeOperationHook } from 'payload'

import { ApiError } from '@/src/server/api/apiError'

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']

export const FILE_MIME_TYPES = [
  ...IMAGE_MIME_TYPES,
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

/**
 * Refuses uploads that are too large or whose content is not an allowed type. The type is read
 * from the file's bytes, not from the name or the browser's claim.
 */
export const checkUpload =
  (allowed: string[], maxBytes = MAX_UPLOAD_BYTES): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) return args
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

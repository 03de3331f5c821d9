import type { UploadRef } from './types'

/**
 * Files of the `uploads` collection as pages and cart parts refer to them: the public path (with
 * the file's unguessable hash) and the upload references an image or file part keeps.
 */

/** The public path of a file: /upload/{publicHash}/{id}-{version}.{extension}. */
export function uploadPath(upload: { id: number | string; publicHash?: string | null; version?: number | string | null; extension?: string | null }): string {
  return `/upload/${upload.publicHash}/${upload.id}-${upload.version ?? 1}.${upload.extension ?? 'bin'}`
}

/**
 * The preview of a PDF (its first page as a JPEG, rendered by the media route):
 * /upload/{publicHash}/preview/{id}-{version}.jpg; null for other file types.
 */
export function previewPath(upload: { id: number | string; publicHash?: string | null; version?: number | string | null; extension?: string | null; mimeType?: string | null }): string | null {
  const isPdf = upload.mimeType === 'application/pdf' || upload.extension?.toLowerCase() === 'pdf'
  return isPdf && upload.publicHash ? `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version ?? 1}.jpg` : null
}

const isUploadRef = (entry: unknown): entry is UploadRef => typeof entry === 'object' && entry !== null && 'id' in entry

/** The uploads one image(s) or file(s) part holds (its value is a list of references). */
export const uploadsOfPart = (value: unknown): UploadRef[] => (Array.isArray(value) ? value.filter(isUploadRef) : [])

/** The uploads all parts of a line refer to (entries with an id, as the upload call answered them). */
export const uploadRefsOf = (parts: unknown): UploadRef[] => (Array.isArray(parts) ? parts.flatMap(uploadsOfPart) : [])

import type { UploadRef } from '@/src/domain/types'

export type UploadKind = 'image' | 'file'

/** Largest file the upload call accepts (collections/site/uploads/uploadRules.ts MAX_UPLOAD_BYTES): bigger ones are refused here already. */
const CUSTOMER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/** What the file pickers offer: images .jpg .jpeg .png .gif; files the common documents, media and archives. */
export const ACCEPTED_FILES: Record<UploadKind, string> = {
  image: '.jpg,.jpeg,.png,.gif',
  file: '.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.txt,.csv,.zip,.mp4,.mp3,.jpg,.jpeg,.png,.gif,.webp',
}

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

/**
 * Sends a visitor's file to POST /api/uploads/customer as a data URL (ordering-storefront.md
 * section 7, Create upload) and answers the upload the cart part keeps; null when the file cannot
 * be processed (too large, unknown type, refused, network failure).
 */
export async function uploadCustomerFile(file: File, kind: UploadKind): Promise<UploadRef | null> {
  if (file.size === 0 || file.size > CUSTOMER_UPLOAD_MAX_BYTES) return null
  try {
    const dataUrl = await readAsDataUrl(file)
    const response = await fetch('/api/uploads/customer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: file.name, dataUrl, kind }),
    })
    if (!response.ok) return null
    const upload = (await response.json()) as UploadRef
    return { id: upload.id, version: upload.version, extension: upload.extension, publicHash: upload.publicHash, mimeType: upload.mimeType, name: upload.name ?? file.name }
  } catch {
    return null
  }
}

import type { CustomerUpload, CustomerUploadBody, UploadKind } from '@/src/domain/contracts/ordering'
import type { UploadRef } from '@/src/domain/media/types'
import { call } from '@/storefront/ui/api'

import { uploadRefusedText } from './texts'

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
 * be processed (too large, unknown type, refused, network failure): the part shows the spec's alert.
 */
export async function uploadCustomerFile(file: File, kind: UploadKind): Promise<UploadRef | null> {
  if (file.size === 0 || file.size > CUSTOMER_UPLOAD_MAX_BYTES) return null
  const dataUrl = await readAsDataUrl(file).catch(() => null)
  if (dataUrl === null) return null
  const body: CustomerUploadBody = { name: file.name, dataUrl, kind }
  const result = await call<CustomerUpload | null>('/api/uploads/customer', { body, fallback: uploadRefusedText(file.name) })
  const upload = result.ok ? result.data : null
  if (!upload) return null
  return { id: upload.id, version: upload.version, extension: upload.extension, publicHash: upload.publicHash, mimeType: upload.mimeType, name: upload.name ?? file.name }
}

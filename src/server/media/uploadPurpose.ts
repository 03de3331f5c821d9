import { relatedId } from '@/src/domain/relations'
import { contentDisposition } from '@/src/server/http/contentDisposition'

/**
 * What a file of the `uploads` collection is for. Site files (catalogues, documents staff upload
 * for the website) are public; customers' files and order documents are private: served only
 * through the order's link, to staff, or (a customer's file before it belongs to an order) to the
 * visitor who uploaded it. A device's log (sent on request) is private too.
 */
export type UploadPurpose = 'site' | 'customer' | 'acknowledgement' | 'receipt' | 'deviceLog'

export const UPLOAD_PURPOSE_OPTIONS: { value: UploadPurpose; label: string }[] = [
  { value: 'site', label: 'Website (öffentlich)' },
  { value: 'customer', label: 'Kundendatei' },
  { value: 'acknowledgement', label: 'Auftragsbestätigung' },
  { value: 'receipt', label: 'Beleg' },
  { value: 'deviceLog', label: 'Geräteprotokoll' },
]

type PurposedUpload = { purpose?: string | null; order?: number | { id: number } | null }

/** Everything but a site file is private. */
export const isPrivateUpload = (upload: PurposedUpload): boolean => (upload.purpose ?? 'site') !== 'site'

/** A customer's file that no order has taken yet (the cart may still show it). */
export const isUnattachedCustomerUpload = (upload: PurposedUpload): boolean => upload.purpose === 'customer' && relatedId(upload.order) === null

/** Images are shown in the browser; every other file is offered as a download. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
export const isInlineType = (mimeType: string | null | undefined): boolean => INLINE_TYPES.has((mimeType ?? '').toLowerCase())

/** Inline for images, a download for any other type. */
export const uploadDisposition = (mimeType: string | null | undefined, filename: string): string =>
  contentDisposition(isInlineType(mimeType) ? 'inline' : 'attachment', filename)

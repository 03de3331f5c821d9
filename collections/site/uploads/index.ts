import { randomBytes } from 'node:crypto'
import type { CollectionConfig } from 'payload'

import { isInlineType, UPLOAD_PURPOSE_OPTIONS } from '@/src/server/media/uploadPurpose'
import { mediaDir } from '@/src/server/environment/mediaDir'
import { isAdmin } from '@/collections/access/isAdmin'
import { isStaff } from '@/collections/access/isStaff'
import { customerUploadEndpoint } from './endpoints/customerUpload'
import { checkUpload, FILE_MIME_TYPES, germanFileErrors } from './uploadRules'
import { trackFileVersion } from '../versioning'

const serverOnly = { create: () => false, update: () => false }

/**
 * Files (catalogues, documents, customers' uploads for configured products, order confirmations,
 * receipts). Site files are public through /upload/{publicHash}/{id}-{version}.{ext}, whose hash
 * cannot be guessed; the others are private (src/server/api/media/serveMedia.ts): an order's files
 * through /upload/order/{uid}/{hash}/{id}-{version}.{ext}, for staff also with their session.
 */
export const Uploads: CollectionConfig = {
  slug: 'uploads',
  labels: { singular: 'Datei', plural: 'Dateien' },
  admin: { group: 'Website', useAsTitle: 'filename', defaultColumns: ['filename', 'mimeType', 'version', 'updatedAt'] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: mediaDir('uploads'),
    mimeTypes: FILE_MIME_TYPES,
    // Payload's own file route (/api/uploads/file/…, staff only): never cached by others, documents as downloads.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('X-Content-Type-Options', 'nosniff')
      if (!isInlineType(headers.get('Content-Type'))) headers.set('Content-Disposition', 'attachment')
      return headers
    },
  },
  endpoints: [customerUploadEndpoint],
  hooks: {
    beforeOperation: [checkUpload(FILE_MIME_TYPES)],
    afterError: [germanFileErrors],
    beforeChange: [
      trackFileVersion,
      ({ data, originalDoc }) => ({ ...data, publicHash: originalDoc?.publicHash ?? randomBytes(16).toString('hex') }),
    ],
  },
  fields: [
    { name: 'alt', type: 'text', label: 'Beschreibung' },
    { name: 'publicHash', type: 'text', label: 'Öffentlicher Schlüssel', index: true, access: serverOnly, admin: { readOnly: true } },
    { type: 'row', fields: [
      { name: 'purpose', type: 'select', label: 'Verwendung', defaultValue: 'site', index: true, options: UPLOAD_PURPOSE_OPTIONS, access: serverOnly, admin: { readOnly: true } },
      { name: 'order', type: 'relationship', relationTo: 'orders', label: 'Bestellung', index: true, access: serverOnly, admin: { readOnly: true } },
    ] },
    { type: 'row', fields: [
      { name: 'version', type: 'number', label: 'Version', defaultValue: 1, admin: { readOnly: true } },
      { name: 'extension', type: 'text', label: 'Endung', admin: { readOnly: true } },
    ] },
  ],
}

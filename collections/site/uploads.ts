import { randomBytes } from 'node:crypto'
import type { CollectionConfig } from 'payload'

import { mediaDir } from '../../src/server/runtime/mediaDir'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { customerUploadEndpoint } from './customerUploadEndpoint'
import { checkUpload, FILE_MIME_TYPES, germanFileErrors } from './uploadRules'
import { trackFileVersion } from './versioning'

/**
 * Files (catalogues, documents, customers' uploads for configured products, order confirmations).
 * Public only through /upload/{publicHash}/{id}-{version}.{ext}, whose hash cannot be guessed.
 */
export const Uploads: CollectionConfig = {
  slug: 'uploads',
  labels: { singular: 'Datei', plural: 'Dateien' },
  admin: { group: 'Website', useAsTitle: 'filename', defaultColumns: ['filename', 'mimeType', 'version', 'updatedAt'] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: { staticDir: mediaDir('uploads'), mimeTypes: FILE_MIME_TYPES },
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
    { name: 'publicHash', type: 'text', label: 'Öffentlicher Schlüssel', index: true, access: { create: () => false, update: () => false }, admin: { readOnly: true } },
    { type: 'row', fields: [
      { name: 'version', type: 'number', label: 'Version', defaultValue: 1, admin: { readOnly: true } },
      { name: 'extension', type: 'text', label: 'Endung', admin: { readOnly: true } },
    ] },
  ],
}

import type { CollectionConfig } from 'payload'

import { IMAGE_SIZES } from '@/src/domain/media'
import { mediaDir } from '@/src/server/environment/mediaDir'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { checkUpload, germanFileErrors, IMAGE_MIME_TYPES } from './uploads/uploadRules'
import { trackFileVersion } from './versioning'

/** Images of products, categories, branches and pages, served under /image/{size}/{id}-{version}.{ext}. */
export const Images: CollectionConfig = {
  slug: 'images',
  labels: { singular: 'Bild', plural: 'Bilder' },
  admin: {
    group: 'Website',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'version', 'updatedAt'],
    components: { beforeListTable: ['@/backoffice/admin/contentAi/GenerateImage#GenerateImage'] },
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: mediaDir('images'),
    mimeTypes: IMAGE_MIME_TYPES,
    imageSizes: IMAGE_SIZES.map(({ name, width }) => ({ name, width, withoutEnlargement: true })),
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  hooks: { beforeOperation: [checkUpload(IMAGE_MIME_TYPES)], beforeChange: [trackFileVersion], afterError: [germanFileErrors] },
  fields: [
    { name: 'alt', type: 'text', label: 'Alternativtext' },
    { type: 'row', fields: [
      { name: 'version', type: 'number', label: 'Version', defaultValue: 1, admin: { readOnly: true } },
      { name: 'extension', type: 'text', label: 'Endung', admin: { readOnly: true } },
    ] },
  ],
}

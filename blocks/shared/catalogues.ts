import type { ArrayField } from 'payload'

import { fileField } from '@/collections/fields/media'

/** Catalogues (a file from `uploads` and a title) of the catalogueSlider and textCatalogue blocks. */
export const cataloguesField = (): ArrayField => ({
  name: 'catalogues',
  type: 'array',
  label: 'Kataloge',
  labels: { singular: 'Katalog', plural: 'Kataloge' },
  admin: { initCollapsed: true },
  fields: [
    { name: 'title', type: 'text', label: 'Titel', required: true },
    fileField('file', 'Datei', { required: true }),
  ],
})

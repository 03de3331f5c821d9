import type { ArrayField } from 'payload'

import { linksField } from '@/collections/fields/link'
import { imageField } from '@/collections/fields/media'
import { textField, titleField } from './content'

/** Columns of the twoColumns / fourColumns blocks, each with title, text, image and links. */
export const columnsField = (maxRows: number): ArrayField => ({
  name: 'columns',
  type: 'array',
  label: 'Spalten',
  labels: { singular: 'Spalte', plural: 'Spalten' },
  maxRows,
  admin: { initCollapsed: true, description: `Höchstens ${maxRows} Spalten.` },
  fields: [titleField(), textField(), imageField(), linksField()],
})

import type { Block } from 'payload'

import { imageField } from '@/collections/fields/media'
import { BLOCK_GROUPS, textField } from '../shared/content'

export const quoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Zitat', plural: 'Zitate' },
  admin: { group: BLOCK_GROUPS.text },
  fields: [
    textField({ label: 'Zitat', required: true }),
    { name: 'author', type: 'text', label: 'Autor:in' },
    imageField('image', 'Foto'),
  ],
}

import type { Block } from 'payload'

import { imagesField } from '@/collections/fields/media'
import { BLOCK_GROUPS } from '../shared/content'

export const threeImagesBlock: Block = {
  slug: 'threeImages',
  interfaceName: 'ThreeImagesBlock',
  labels: { singular: 'Drei Bilder', plural: 'Drei Bilder' },
  admin: { group: BLOCK_GROUPS.images },
  fields: [
    imagesField('images', 'Bilder', { required: true, minRows: 3, maxRows: 3, admin: { description: 'Genau drei Bilder.' } }),
  ],
}

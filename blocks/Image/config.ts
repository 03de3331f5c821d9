import type { Block } from 'payload'

import { imageField } from '@/collections/fields/media'
import { BLOCK_GROUPS } from '../shared/content'

export const imageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Bild', plural: 'Bilder' },
  admin: { group: BLOCK_GROUPS.images },
  fields: [imageField('image', 'Bild', { required: true })],
}

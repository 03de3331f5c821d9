import type { Block } from 'payload'

import { imageField } from '@/collections/fields/media'
import { BLOCK_GROUPS } from '../shared/content'

/** An image shown in its natural size (not cropped to the page width). */
export const imageAutoBlock: Block = {
  slug: 'imageAuto',
  interfaceName: 'ImageAutoBlock',
  labels: { singular: 'Bild (automatische Größe)', plural: 'Bilder (automatische Größe)' },
  admin: { group: BLOCK_GROUPS.images },
  fields: [imageField('image', 'Bild', { required: true }), { name: 'caption', type: 'text', label: 'Bildunterschrift' }],
}

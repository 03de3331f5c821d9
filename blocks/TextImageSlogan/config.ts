import type { Block } from 'payload'

import { imageField } from '@/collections/fields/media'
import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

export const textImageSloganBlock: Block = {
  slug: 'textImageSlogan',
  interfaceName: 'TextImageSloganBlock',
  labels: { singular: 'Text, Bild und Slogan', plural: 'Text, Bild und Slogan' },
  admin: { group: BLOCK_GROUPS.text },
  fields: [titleField(), textField(), imageField(), { name: 'slogan', type: 'textarea', label: 'Slogan' }],
}

import type { Block } from 'payload'

import { additionalLabelField } from '@/collections/fields/contentOptions'
import { linksField } from '@/collections/fields/link'
import { imageField } from '@/collections/fields/media'
import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

/** Slides that advance every 8 s when there is more than one; a placeholder shows when there are none. */
export const heroSliderBlock: Block = {
  slug: 'heroSlider',
  interfaceName: 'HeroSliderBlock',
  labels: { singular: 'Hero-Slider', plural: 'Hero-Slider' },
  admin: { group: BLOCK_GROUPS.hero },
  fields: [
    additionalLabelField(),
    {
      name: 'slides',
      type: 'array',
      label: 'Folien',
      labels: { singular: 'Folie', plural: 'Folien' },
      admin: { initCollapsed: true },
      fields: [imageField('image', 'Bild', { required: true }), titleField(), textField(), linksField()],
    },
  ],
}

import type { Block } from 'payload'

import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

export const textSliderBlock: Block = {
  slug: 'textSlider',
  interfaceName: 'TextSliderBlock',
  labels: { singular: 'Text-Slider', plural: 'Text-Slider' },
  admin: { group: BLOCK_GROUPS.text },
  fields: [
    titleField(),
    {
      name: 'slides',
      type: 'array',
      label: 'Folien',
      labels: { singular: 'Folie', plural: 'Folien' },
      admin: { initCollapsed: true },
      fields: [titleField(), textField()],
    },
  ],
}

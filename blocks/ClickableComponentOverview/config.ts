import type { Block, GroupField } from 'payload'

import { imageField } from '@/collections/fields/media'
import { BLOCK_GROUPS, textField } from '../shared/content'

const LAYER_COUNT = 8

const layerField = (number: number): GroupField => ({
  name: `layer${number}`,
  type: 'group',
  label: `Ebene ${number}`,
  fields: [{ name: 'label', type: 'text', label: 'Beschriftung' }, textField()],
})

/**
 * An image with 4 plus buttons on each side (8 layers); a button or one of the 8 options below opens
 * the layer's panel.
 */
export const clickableComponentOverviewBlock: Block = {
  slug: 'clickableComponentOverview',
  interfaceName: 'ClickableComponentOverviewBlock',
  labels: { singular: 'Klickbare Komponentenübersicht', plural: 'Klickbare Komponentenübersichten' },
  admin: { group: BLOCK_GROUPS.images },
  fields: [
    imageField('image', 'Bild', { required: true }),
    textField(),
    {
      name: 'layers',
      type: 'group',
      label: 'Ebenen',
      fields: Array.from({ length: LAYER_COUNT }, (_, index) => layerField(index + 1)),
    },
  ],
}

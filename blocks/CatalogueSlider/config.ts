import type { Block } from 'payload'

import { cataloguesField } from '../shared/catalogues'
import { BLOCK_GROUPS, titleField } from '../shared/content'

export const catalogueSliderBlock: Block = {
  slug: 'catalogueSlider',
  interfaceName: 'CatalogueSliderBlock',
  labels: { singular: 'Katalog-Slider', plural: 'Katalog-Slider' },
  admin: { group: BLOCK_GROUPS.catalogues },
  fields: [titleField(), cataloguesField()],
}

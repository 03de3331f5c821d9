import type { Block } from 'payload'

import { cataloguesField } from '../shared/catalogues'
import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

export const textCatalogueBlock: Block = {
  slug: 'textCatalogue',
  interfaceName: 'TextCatalogueBlock',
  labels: { singular: 'Text mit Katalogen', plural: 'Texte mit Katalogen' },
  admin: { group: BLOCK_GROUPS.catalogues },
  fields: [titleField(), textField(), cataloguesField()],
}

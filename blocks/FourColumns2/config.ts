import type { Block } from 'payload'

import { columnsField } from '../shared/column'
import { BLOCK_GROUPS, titleField } from '../shared/content'

/** Same content as fourColumns, second layout variant. */
export const fourColumns2Block: Block = {
  slug: 'fourColumns2',
  interfaceName: 'FourColumns2Block',
  labels: { singular: 'Vier Spalten (Variante 2)', plural: 'Vier Spalten (Variante 2)' },
  admin: { group: BLOCK_GROUPS.columns },
  fields: [titleField(), columnsField(4)],
}

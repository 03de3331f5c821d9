import type { Block } from 'payload'

import { columnsField } from '../shared/column'
import { BLOCK_GROUPS } from '../shared/content'

export const twoColumnsBlock: Block = {
  slug: 'twoColumns',
  interfaceName: 'TwoColumnsBlock',
  labels: { singular: 'Zwei Spalten', plural: 'Zwei Spalten' },
  admin: { group: BLOCK_GROUPS.columns },
  fields: [columnsField(2)],
}

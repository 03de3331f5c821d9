import type { Block } from 'payload'

import { columnsField } from '../shared/column'
import { BLOCK_GROUPS, titleField } from '../shared/content'

export const fourColumnsBlock: Block = {
  slug: 'fourColumns',
  interfaceName: 'FourColumnsBlock',
  labels: { singular: 'Vier Spalten', plural: 'Vier Spalten' },
  admin: { group: BLOCK_GROUPS.columns },
  fields: [titleField(), columnsField(4)],
}

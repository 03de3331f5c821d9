import type { Block } from 'payload'

import { linksField } from '@/collections/fields/link'
import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

export const textContentBlock: Block = {
  slug: 'textContent',
  interfaceName: 'TextContentBlock',
  labels: { singular: 'Text', plural: 'Texte' },
  admin: { group: BLOCK_GROUPS.text },
  fields: [titleField(), textField(), linksField()],
}

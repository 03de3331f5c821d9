import type { Block } from 'payload'

import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

export const textWithSubHeadlineBlock: Block = {
  slug: 'textWithSubHeadline',
  interfaceName: 'TextWithSubHeadlineBlock',
  labels: { singular: 'Text mit Unterüberschrift', plural: 'Texte mit Unterüberschrift' },
  admin: { group: BLOCK_GROUPS.text },
  fields: [titleField(), { name: 'subHeadline', type: 'text', label: 'Unterüberschrift' }, textField()],
}

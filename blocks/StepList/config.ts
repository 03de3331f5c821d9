import type { Block } from 'payload'

import { imageField } from '@/collections/fields/media'
import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

export const stepListBlock: Block = {
  slug: 'stepList',
  interfaceName: 'StepListBlock',
  labels: { singular: 'Schrittliste', plural: 'Schrittlisten' },
  admin: { group: BLOCK_GROUPS.text },
  fields: [
    titleField(),
    {
      name: 'steps',
      type: 'array',
      label: 'Schritte',
      labels: { singular: 'Schritt', plural: 'Schritte' },
      admin: { initCollapsed: true },
      fields: [titleField({ required: true }), textField(), imageField('icon', 'Symbol')],
    },
  ],
}

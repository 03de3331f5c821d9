import type { Block } from 'payload'

import { contactsField } from '../shared/contactPerson'
import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

export const teamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  admin: { group: BLOCK_GROUPS.people },
  fields: [titleField(), textField(), contactsField()],
}

import type { Block } from 'payload'

import { contactsField } from '../shared/contactPerson'
import { BLOCK_GROUPS, titleField } from '../shared/content'

export const contactPersonsBlock: Block = {
  slug: 'contactPersons',
  interfaceName: 'ContactPersonsBlock',
  labels: { singular: 'Ansprechpersonen', plural: 'Ansprechpersonen' },
  admin: { group: BLOCK_GROUPS.people },
  fields: [titleField(), contactsField()],
}

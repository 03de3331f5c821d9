import type { Block } from 'payload'

import { BLOCK_GROUPS, titleField } from '../shared/content'
import { formSettingsFields } from '../shared/formSettings'

/** Contact form on the left, the contact person's name, phone and e-mail on the right. */
export const formDataBlock: Block = {
  slug: 'formData',
  interfaceName: 'FormDataBlock',
  labels: { singular: 'Kontaktformular mit Ansprechperson', plural: 'Kontaktformulare mit Ansprechperson' },
  admin: { group: BLOCK_GROUPS.forms },
  fields: [titleField(), ...formSettingsFields({ withContact: true })],
}

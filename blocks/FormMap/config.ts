import type { Block } from 'payload'

import { geolocationField } from '@/collections/fields/geolocation'
import { BLOCK_GROUPS, titleField } from '../shared/content'
import { formSettingsFields } from '../shared/formSettings'

/** Contact form with a map of one branch; the map loads only with the map setting on and consent given. */
export const formMapBlock: Block = {
  slug: 'formMap',
  interfaceName: 'FormMapBlock',
  labels: { singular: 'Kontaktformular mit Karte', plural: 'Kontaktformulare mit Karte' },
  admin: { group: BLOCK_GROUPS.forms },
  fields: [
    titleField(),
    ...formSettingsFields({ withContact: false }),
    {
      name: 'branch',
      type: 'relationship',
      label: 'Filiale',
      relationTo: 'branches',
      admin: { description: 'Die Filiale auf der Karte; ihre Koordinaten gehen der Kartenposition vor.' },
    },
    geolocationField('geolocation', 'Kartenposition'),
  ],
}

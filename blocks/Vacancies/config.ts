import type { Block } from 'payload'

import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

/**
 * Job offers with category tabs ('Alle Stellen' shows all). Each job links 'Jetzt bewerben' to its
 * e-mail; a fixed 'Initiativbewerbung (m/w/d)' entry follows, addressed to the company e-mail.
 */
export const vacanciesBlock: Block = {
  slug: 'vacancies',
  interfaceName: 'VacanciesBlock',
  labels: { singular: 'Stellenangebote', plural: 'Stellenangebote' },
  admin: { group: BLOCK_GROUPS.people },
  fields: [
    titleField(),
    {
      name: 'jobs',
      type: 'array',
      label: 'Stellen',
      labels: { singular: 'Stelle', plural: 'Stellen' },
      admin: { initCollapsed: true },
      fields: [
        titleField({ required: true, admin: { placeholder: 'Verkäufer:in (m/w/d)' } }),
        textField(),
        {
          type: 'row',
          fields: [
            { name: 'category', type: 'text', label: 'Kategorie', admin: { description: 'Wird als Reiter angezeigt.' } },
            { name: 'email', type: 'email', label: 'Bewerbung an', admin: { description: "Ohne E-Mail kein 'Jetzt bewerben'-Link." } },
          ],
        },
      ],
    },
    {
      name: 'companyEmail',
      type: 'email',
      label: 'E-Mail für Initiativbewerbungen',
      admin: { description: 'Leer: die Firmen-E-Mail aus den Einstellungen.' },
    },
  ],
}

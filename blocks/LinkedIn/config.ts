import type { Block } from 'payload'

import { BLOCK_GROUPS, titleField } from '../shared/content'

/** A LinkedIn news feed; the page loads the feed service's script only after the visitor's consent. */
export const linkedInBlock: Block = {
  slug: 'linkedIn',
  interfaceName: 'LinkedInBlock',
  labels: { singular: 'LinkedIn-Feed', plural: 'LinkedIn-Feeds' },
  admin: { group: BLOCK_GROUPS.references },
  fields: [
    titleField(),
    {
      name: 'embedId',
      type: 'text',
      label: 'Feed-Kennung',
      required: true,
      admin: {
        description: 'Kennung des Feeds beim Einbettungsdienst. Der Feed lädt erst nach Zustimmung der Besucher:innen.',
      },
    },
  ],
}

import type { Block } from 'payload'

import { displayTypeField } from '@/collections/fields/contentOptions'
import { referenceField } from '@/collections/fields/reference'
import { BLOCK_GROUPS, titleField } from '../shared/content'

/**
 * Teasers of other site pages, as slider (typeA) or grid (typeB). A service page builds its sub-menu
 * from the references of its parent page's first siteReferences block.
 */
export const siteReferencesBlock: Block = {
  slug: 'siteReferences',
  interfaceName: 'SiteReferencesBlock',
  labels: { singular: 'Seitenverweise', plural: 'Seitenverweise' },
  admin: { group: BLOCK_GROUPS.references },
  fields: [
    titleField(),
    displayTypeField(),
    referenceField('references', 'Seiten', { hasMany: true, targets: ['sites'] }),
  ],
}

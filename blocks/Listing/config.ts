import type { Block, FieldHook } from 'payload'

import { slugify } from '@/src/domain/text/slug'
import { BLOCK_GROUPS, textField, titleField } from '../shared/content'

/** An anchor the quick-info jump list links to; left empty it is made from the element's title. */
const anchorFromTitle: FieldHook = ({ value, siblingData }) =>
  slugify(typeof value === 'string' && value.trim() ? value : String(siblingData?.title ?? '')) || undefined

/** A list of elements with a quick-info jump list (toggles open or closed) that links to their anchors. */
export const listingBlock: Block = {
  slug: 'listing',
  interfaceName: 'ListingBlock',
  labels: { singular: 'Auflistung', plural: 'Auflistungen' },
  admin: { group: BLOCK_GROUPS.text },
  fields: [
    titleField(),
    {
      name: 'listElements',
      type: 'array',
      label: 'Einträge',
      labels: { singular: 'Eintrag', plural: 'Einträge' },
      admin: { initCollapsed: true },
      fields: [
        titleField({ required: true }),
        {
          name: 'anchor',
          type: 'text',
          label: 'Sprungmarke',
          hooks: { beforeValidate: [anchorFromTitle] },
          admin: { description: 'Ziel in der Quick-Info-Liste, z. B. lieferung. Leer: wird aus dem Titel erzeugt.' },
        },
        textField(),
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { contentBlocks } from '@/blocks'
import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { identifierField } from '../fields/identifier'

/** Reusable content: a block list used on several pages, or a contact with name, phone and e-mail. */
export const ContentBlocks: CollectionConfig = {
  slug: 'blocks',
  labels: { singular: 'Inhalt', plural: 'Inhalte' },
  admin: { group: 'Website', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'type'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { type: 'row', fields: [
      { name: 'name', type: 'text', label: 'Name', required: true },
      identifierField(),
      { name: 'type', type: 'select', label: 'Art', defaultValue: 'content', options: [
        { value: 'content', label: 'Inhaltsblöcke' },
        { value: 'contact', label: 'Kontakt' },
      ] },
    ] },
    {
      name: 'content',
      type: 'group',
      label: 'Inhalt',
      fields: [
        { type: 'row', admin: { condition: (data) => data?.type === 'contact' }, fields: [
          { name: 'name', type: 'text', label: 'Name' },
          { name: 'role', type: 'text', label: 'Funktion' },
          { name: 'phone', type: 'text', label: 'Telefon' },
          { name: 'email', type: 'email', label: 'E-Mail' },
        ] },
        { name: 'image', type: 'upload', relationTo: 'images', label: 'Bild', admin: { condition: (data) => data?.type === 'contact' } },
        { name: 'body', type: 'blocks', label: 'Blöcke', labels: { singular: 'Block', plural: 'Blöcke' }, blocks: contentBlocks, admin: { condition: (data) => data?.type !== 'contact' } },
      ],
    },
  ],
}

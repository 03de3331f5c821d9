import type { ArrayField, Field } from 'payload'

import { linkTargetField } from './contentOptions'

/** The five link kinds of the content editor (parts-shop-and-site.md section 3). */
const LINK_KINDS = [
  { value: 'site', label: 'Seite' },
  { value: 'href', label: 'Adresse (URL)' },
  { value: 'email', label: 'E-Mail' },
  { value: 'phone', label: 'Telefon' },
  { value: 'file', label: 'Datei' },
] as const

type LinkKind = (typeof LINK_KINDS)[number]['value']

const PHONE = /^\+?[0-9 ()/-]{6,}$/

const whenKind = (kind: LinkKind) => (_: unknown, siblingData: { kind?: string } | undefined) => siblingData?.kind === kind

/**
 * Fields of one link: its kind, a label and the one target field that belongs to the kind.
 * Hidden target fields are neither validated nor required (Payload skips fields whose condition fails).
 */
const linkFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'kind',
        type: 'select',
        label: 'Art',
        required: true,
        defaultValue: 'site',
        options: LINK_KINDS.map((o) => ({ ...o })),
      },
      { name: 'label', type: 'text', label: 'Beschriftung' },
    ],
  },
  { name: 'site', type: 'relationship', label: 'Seite', relationTo: 'sites', required: true, admin: { condition: whenKind('site') } },
  {
    type: 'row',
    fields: [
      {
        name: 'href',
        type: 'text',
        label: 'Adresse',
        required: true,
        admin: {
          condition: whenKind('href'),
          placeholder: 'https://',
          description: 'Ohne Protokoll und ohne führenden Schrägstrich wird http:// vorangestellt.',
        },
      },
      linkTargetField({ admin: { condition: whenKind('href') } }),
    ],
  },
  { name: 'email', type: 'email', label: 'E-Mail-Adresse', required: true, admin: { condition: whenKind('email') } },
  {
    name: 'phone',
    type: 'text',
    label: 'Telefonnummer',
    required: true,
    validate: (value: string | null | undefined) =>
      (Boolean(value) && PHONE.test(String(value).trim())) ||
      'Bitte eine Telefonnummer angeben (mindestens 6 Zeichen: Ziffern, Leerzeichen, +, /, -, Klammern).',
    admin: { condition: whenKind('phone'), placeholder: '+43 5572 12345' },
  },
  { name: 'file', type: 'upload', label: 'Datei', relationTo: 'uploads', required: true, admin: { condition: whenKind('file') } },
]

/** A list of links, e.g. the buttons of a hero. */
export const linksField = (name = 'links', label = 'Links'): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular: 'Link', plural: 'Links' },
  admin: { initCollapsed: true },
  fields: linkFields(),
})

import type { CollectionConfig } from 'payload'

import { SCENE_KINDS } from '@/src/domain/signage'

import { isAdmin } from '../access/isAdmin'
import { announceSignageChange } from './announceSignageChange'

const SCENE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

const kindLabels: Record<(typeof SCENE_KINDS)[number], string> = {
  content: 'Titel, Text und Bilder',
  image: 'Bild',
  video: 'Video',
  richText: 'Formatierter Text',
  menuBoard: 'Speisekarte der Filiale (live)',
}

const shownFor = (...kinds: string[]) => (_: unknown, siblingData: { kind?: string }) => kinds.includes(siblingData?.kind ?? 'content')

/**
 * A scene: one screen of digital signage. Its kind says what it shows: title, text and images over
 * a background; one picture; a video; formatted text; or the live menu board of the TV's branch
 * (categories, products and prices of the active menu, unavailable ones greyed out, the open state).
 */
export const Scenes: CollectionConfig = {
  slug: 'scenes',
  labels: { singular: 'Szene', plural: 'Szenen' },
  admin: {
    group: 'Signage',
    useAsTitle: 'name',
    defaultColumns: ['name', 'path', 'duration'],
    listSearchableFields: ['name', 'path', 'content.title'],
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { afterChange: [announceSignageChange], afterDelete: [announceSignageChange] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Name', required: true, admin: { width: '50%' } },
        {
          name: 'path',
          type: 'text',
          label: 'Pfad',
          required: true,
          unique: true,
          index: true,
          validate: (value: string | null | undefined) =>
            !value ||
            SCENE_PATH.test(value) ||
            'Der Pfad beginnt mit / und enthält nur Kleinbuchstaben, Ziffern, Bindestriche und / (z. B. /mittagsmenue).',
          admin: { width: '50%', description: 'Eindeutige Adresse der Szene, z. B. /mittagsmenue' },
        },
      ],
    },
    {
      name: 'duration',
      type: 'number',
      label: 'Anzeigedauer (Sekunden)',
      required: true,
      min: 1,
      max: 3600,
      defaultValue: 10,
    },
    {
      name: 'kind',
      type: 'select',
      label: 'Art',
      required: true,
      defaultValue: 'content',
      options: SCENE_KINDS.map((value) => ({ value, label: kindLabels[value] })),
    },
    {
      name: 'backgroundImage',
      type: 'upload',
      label: 'Hintergrundbild / Bild',
      relationTo: 'images',
      admin: { condition: shownFor('content', 'image', 'richText', 'menuBoard'), description: 'Bei der Art „Bild“ das gezeigte Bild.' },
    },
    {
      name: 'video',
      type: 'upload',
      label: 'Video',
      relationTo: 'uploads',
      filterOptions: { mimeType: { equals: 'video/mp4' } },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
        siblingData?.kind !== 'video' || Boolean(value) || 'Bitte wählen Sie ein Video (MP4).',
      admin: { condition: shownFor('video'), description: 'Ein MP4-Video aus den Dateien; es läuft ohne Ton.' },
    },
    {
      name: 'richText',
      type: 'richText',
      label: 'Formatierter Text',
      admin: { condition: shownFor('richText') },
    },
    {
      name: 'content',
      type: 'group',
      label: 'Inhalt',
      admin: { condition: shownFor('content', 'image', 'video', 'menuBoard') },
      fields: [
        { name: 'title', type: 'text', label: 'Titel' },
        { name: 'text', type: 'textarea', label: 'Text' },
        {
          name: 'images',
          type: 'upload',
          label: 'Bilder',
          relationTo: 'images',
          hasMany: true,
          admin: { isSortable: true },
        },
      ],
    },
    {
      name: 'preview',
      type: 'ui',
      label: 'Vorschau',
      admin: { components: { Field: { path: '@/backoffice/admin/signage/SignagePreview#SignagePreview', clientProps: { kind: 'scene' } } } },
    },
  ],
}

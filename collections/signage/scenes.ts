import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'

const SCENE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** A scene: one screen of digital signage content (title, text, images over a background). */
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
    { name: 'backgroundImage', type: 'upload', label: 'Hintergrundbild', relationTo: 'images' },
    {
      name: 'content',
      type: 'group',
      label: 'Inhalt',
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
  ],
}

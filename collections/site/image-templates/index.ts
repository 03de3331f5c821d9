import type { CollectionConfig } from 'payload'

import { imageTemplateLayersEndpoint } from './endpoints/layers'

import { isAdmin } from '@/collections/access/isAdmin'
import { isStaff } from '@/collections/access/isStaff'
import { colorField } from '@/collections/fields/color'

/** A layout for generated images (social posts, signage): a canvas with text and image layers. */
export const ImageTemplates: CollectionConfig = {
  slug: 'image-templates',
  labels: { singular: 'Bildvorlage', plural: 'Bildvorlagen' },
  admin: { group: 'Website', useAsTitle: 'name', defaultColumns: ['name', 'width', 'height'] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: [imageTemplateLayersEndpoint],
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    { type: 'row', fields: [
      { name: 'width', type: 'number', label: 'Breite (px)', required: true, defaultValue: 1080, min: 1 },
      { name: 'height', type: 'number', label: 'Höhe (px)', required: true, defaultValue: 1080, min: 1 },
      colorField('background', 'Hintergrundfarbe'),
    ] },
    {
      name: 'layers',
      type: 'array',
      label: 'Ebenen',
      labels: { singular: 'Ebene', plural: 'Ebenen' },
      fields: [
        { type: 'row', fields: [
          { name: 'name', type: 'text', label: 'Name', required: true },
          { name: 'type', type: 'select', label: 'Art', defaultValue: 'text', options: [
            { value: 'text', label: 'Text' },
            { value: 'image', label: 'Bild' },
            { value: 'shape', label: 'Fläche' },
          ] },
        ] },
        { name: 'text', type: 'textarea', label: 'Text', admin: { condition: (_, layer) => layer?.type === 'text' } },
        { name: 'image', type: 'upload', relationTo: 'images', label: 'Bild', admin: { condition: (_, layer) => layer?.type === 'image' } },
        { type: 'row', fields: [
          { name: 'x', type: 'number', label: 'X', defaultValue: 0 },
          { name: 'y', type: 'number', label: 'Y', defaultValue: 0 },
          { name: 'width', type: 'number', label: 'Breite', min: 0 },
          { name: 'height', type: 'number', label: 'Höhe', min: 0 },
        ] },
        { type: 'row', fields: [
          { name: 'fontSize', type: 'number', label: 'Schriftgröße', min: 1 },
          colorField('color', 'Farbe'),
        ] },
      ],
    },
  ],
}

import type { Field, GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { colorField } from '../fields/color'

const metaVariant = (name: string, label: string): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    { type: 'row', fields: [
      { name: 'title', type: 'text', label: 'Titel' },
      { name: 'url', type: 'text', label: 'Adresse' },
    ] },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
    { name: 'image', type: 'upload', relationTo: 'images', label: 'Bild' },
  ],
})

/** Look of the storefront: colours, font, radius, logos, map and label settings, page meta data. */
export const Theme: GlobalConfig = {
  slug: 'theme',
  label: 'Design',
  admin: { group: 'Einstellungen' },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Gestaltung',
          fields: [
            { type: 'row', fields: [
              colorField('color1', 'Farbe 1', { defaultValue: '#DC0814', required: true }),
              colorField('color2', 'Farbe 2', { defaultValue: '#000000', required: true }),
              { name: 'borderRadius', type: 'number', label: 'Eckenradius (px)', defaultValue: 0, min: 0 },
            ] },
            { type: 'row', fields: [
              { name: 'font', type: 'text', label: 'Schrift', defaultValue: 'Roboto' },
              { name: 'fontUrl', type: 'text', label: 'Schrift-Stylesheet (Adresse)', admin: { description: 'Nur für eine Schrift, die das Produkt nicht selbst ausliefert. Die mitgelieferten Schriften (Liste: /api/fonts) kommen vom eigenen Server (/fonts/google/…).' } },
            ] },
            { type: 'row', fields: [
              { name: 'logo', type: 'upload', relationTo: 'images', label: 'Logo' },
              { name: 'favicon', type: 'upload', relationTo: 'images', label: 'Favicon' },
              { name: 'shareImage', type: 'upload', relationTo: 'images', label: 'Teilen-Bild' },
            ] },
          ],
        },
        {
          label: 'Karte & Etiketten',
          fields: [
            { type: 'row', fields: [
              { name: 'mapToken', type: 'text', label: 'Karten-Token' },
              { name: 'mapStyle', type: 'text', label: 'Kartenstil' },
            ] },
            {
              name: 'labelGrids',
              type: 'group',
              label: 'Etikettenraster',
              fields: [{ type: 'row', fields: [
                { name: 'compactRows', type: 'number', label: 'Kompakt: Zeilen', defaultValue: 12 },
                { name: 'compactColumns', type: 'number', label: 'Kompakt: Spalten', defaultValue: 4 },
                { name: 'detailRows', type: 'number', label: 'Detail: Zeilen', defaultValue: 5 },
                { name: 'detailColumns', type: 'number', label: 'Detail: Spalten', defaultValue: 2 },
              ] }],
            },
            { type: 'row', fields: [
              { name: 'advertisingTagId', type: 'text', label: 'Werbe-Tag-ID' },
              { name: 'socialPixelId', type: 'text', label: 'Social-Pixel-ID', defaultValue: '' },
            ] },
          ],
        },
        {
          label: 'Seiten-Metadaten',
          fields: [metaVariant('meta', 'Standard'), metaVariant('socialMeta', 'Soziale Netzwerke'), metaVariant('microblogMeta', 'Kurznachrichten')],
        },
      ],
    },
  ],
}

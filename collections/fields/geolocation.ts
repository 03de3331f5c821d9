import type { GroupField } from 'payload'

/** Default map centre of the content editor (parts-shop-and-site.md section 3). */
const GEOLOCATION_DEFAULTS = { latitude: 47.418, longitude: 9.664, zoom: 0.5 } as const

/**
 * A map position as latitude, longitude and zoom. Plain numbers instead of Payload's `point` field,
 * which needs PostGIS on PostgreSQL.
 */
export const geolocationField = (name = 'geolocation', label = 'Kartenposition'): GroupField => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          type: 'number',
          label: 'Breitengrad',
          min: -90,
          max: 90,
          defaultValue: GEOLOCATION_DEFAULTS.latitude,
          admin: { step: 0.000001 },
        },
        {
          name: 'longitude',
          type: 'number',
          label: 'Längengrad',
          min: -180,
          max: 180,
          defaultValue: GEOLOCATION_DEFAULTS.longitude,
          admin: { step: 0.000001 },
        },
        { name: 'zoom', type: 'number', label: 'Zoom', min: 0, max: 22, defaultValue: GEOLOCATION_DEFAULTS.zoom, admin: { step: 0.5 } },
      ],
    },
  ],
})

import type { Field } from 'payload'

const storageEntries = (name: string, label: string): Field => ({
  name,
  type: 'array',
  label,
  admin: { initCollapsed: true },
  fields: [{ type: 'row', fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    { name: 'ttl', type: 'number', label: 'Laufzeit (Tage)', min: 0 },
    { name: 'description', type: 'text', label: 'Zweck' },
  ] }],
})

/**
 * The third-party services visitors consent to (chat widget, tag service, pixel service). The
 * consent version is a hash of this configuration: changing it asks visitors again.
 */
export const consentServicesField: Field = {
  name: 'consentServices',
  type: 'array',
  label: 'Dienste',
  labels: { singular: 'Dienst', plural: 'Dienste' },
  fields: [
    { type: 'row', fields: [
      { name: 'key', type: 'text', label: 'Schlüssel', required: true, admin: { description: 'z. B. chat, tag, pixel' } },
      { name: 'name', type: 'text', label: 'Name', required: true },
      { name: 'provider', type: 'text', label: 'Anbieter' },
    ] },
    { name: 'intents', type: 'select', label: 'Zwecke', hasMany: true, options: [
      { value: 'required', label: 'Notwendig' },
      { value: 'analytics', label: 'Statistik' },
      { value: 'marketing', label: 'Marketing' },
      { value: 'support', label: 'Support' },
    ] },
    { type: 'row', fields: [
      { name: 'privacyPolicy', type: 'text', label: 'Datenschutzhinweise (Adresse)' },
      { name: 'scriptId', type: 'text', label: 'Kennung beim Anbieter', admin: { description: 'z. B. Tag-Manager-ID, Pixel-ID' } },
    ] },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
    storageEntries('cookies', 'Cookies'),
    storageEntries('localStorage', 'Local Storage'),
    storageEntries('sessionStorage', 'Session Storage'),
  ],
}

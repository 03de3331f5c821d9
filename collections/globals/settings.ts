import type { Field, GlobalConfig } from 'payload'

import { DELIVERY_MODE_OPTIONS } from '@/src/domain/cart/texts'
import { DEFAULT_CURRENCY, DEFAULT_ORDER_LIMITS } from '@/src/domain/defaults'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { consentServicesField } from './consentServices'
import { workingTimeLimitsField } from './workingTimeLimits'

const checkbox = (name: string, label: string, defaultValue = false): Field => ({ name, type: 'checkbox', label, defaultValue })

/** A legal document: an external address, or a text shown on /site/{slug} when it is filled in. */
const legalDocument = (name: string, label: string): Field => ({
  type: 'collapsible',
  label,
  admin: { initCollapsed: true },
  fields: [
    { name, type: 'text', label: `${label} (externe Adresse)` },
    { name: `${name}Text`, type: 'textarea', label: `${label} (Text, Markdown)`, admin: { rows: 12 } },
  ],
})

/** Application-wide settings, read by the storefront as `config` (ordering-storefront.md section 3). */
export const Settings: GlobalConfig = {
  slug: 'config',
  label: 'Einstellungen',
  admin: { group: 'Einstellungen' },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Betrieb',
          fields: [
            { type: 'row', fields: [
              { name: 'shopName', type: 'text', label: 'Shopname', required: true, defaultValue: 'Alpenküche' },
              { name: 'businessName', type: 'text', label: 'Firmenname' },
              { name: 'currency', type: 'text', label: 'Währung', defaultValue: DEFAULT_CURRENCY, required: true },
            ] },
            { type: 'row', fields: [
              { name: 'title', type: 'text', label: 'Titel' },
              { name: 'seoTitle', type: 'text', label: 'SEO-Titel' },
            ] },
            { name: 'description', type: 'textarea', label: 'Beschreibung (HTML erlaubt)' },
            { name: 'seoDescription', type: 'textarea', label: 'SEO-Beschreibung' },
            { type: 'row', fields: [
              { name: 'street', type: 'text', label: 'Straße' },
              { name: 'zipCode', type: 'text', label: 'PLZ' },
              { name: 'city', type: 'text', label: 'Ort' },
            ] },
            { type: 'row', fields: [
              { name: 'phone', type: 'text', label: 'Telefon' },
              { name: 'email', type: 'email', label: 'E-Mail' },
              { name: 'website', type: 'text', label: 'Website' },
            ] },
            { name: 'tagline', type: 'text', label: 'Slogan (Fußzeile)' },
            {
              name: 'socialLinks',
              type: 'array',
              label: 'Soziale Netzwerke',
              fields: [{ type: 'row', fields: [
                { name: 'network', type: 'select', label: 'Netzwerk', required: true, options: ['facebook', 'instagram', 'linkedin', 'youtube', 'tiktok'].map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })) },
                { name: 'url', type: 'text', label: 'Adresse', required: true },
              ] }],
            },
          ],
        },
        {
          label: 'Bestellung',
          fields: [
            { name: 'defaultDeliveryMethod', type: 'select', label: 'Standard-Lieferart', defaultValue: 'takeaway', options: DELIVERY_MODE_OPTIONS },
            checkbox('disableTickets', 'Bestellnummer statt Auftragsnummer anzeigen'),
            { type: 'row', fields: [
              { name: 'maxUnitsPerLine', type: 'number', label: 'Höchstmenge je Position', min: 1, defaultValue: DEFAULT_ORDER_LIMITS.maxUnitsPerLine, admin: { description: 'In der Grundeinheit des Produkts; größere Mengen werden abgelehnt.' } },
              { name: 'maxOrderTotal', type: 'number', label: 'Höchstbetrag je Bestellung', min: 1, defaultValue: DEFAULT_ORDER_LIMITS.maxOrderTotal, admin: { description: 'Brutto in der Shopwährung; teurere Bestellungen werden abgelehnt.' } },
            ] },
            { type: 'collapsible', label: 'Zahlungsarten', fields: [{ type: 'row', fields: [
              checkbox('enableCash', 'Barzahlung', true),
              checkbox('enableATMCard', 'Bankomatkarte'),
              checkbox('enableHydroAGVoucher', 'Hydro AG Gutschein'),
              checkbox('enableMollie', 'Mollie'),
              checkbox('enableDatatrans', 'Datatrans'),
            ] }] },
          ],
        },
        {
          label: 'Funktionen',
          fields: [{ type: 'row', fields: [
            checkbox('enablePluginPWA', 'App (PWA)'),
            checkbox('enablePluginToolbar', 'Filial-Leiste', true),
            checkbox('enablePluginHomePage', 'Startseite mit Teasern'),
            checkbox('enablePluginSearch', 'Filialsuche', true),
            checkbox('enablePluginTags', 'Tag-Filter', true),
            checkbox('enablePluginCategoryBar', 'Kategorieleiste', true),
            checkbox('enablePluginSMS', 'SMS-Benachrichtigungen'),
            checkbox('enablePluginDonations', 'Spenden'),
            checkbox('enablePluginFrontdesk', 'Frontdesk-Anzeige'),
            checkbox('enablePluginOrderReviews', 'Bewertungen'),
            checkbox('enablePluginMap', 'Karte'),
          ] }],
        },
        {
          label: 'Rechtliches',
          fields: [
            legalDocument('termsAndConditions', 'AGB'),
            legalDocument('privacyPolicy', 'Datenschutzerklärung'),
            legalDocument('imprint', 'Impressum'),
            legalDocument('allergens', 'Allergene'),
          ],
        },
        {
          label: 'Teileshop',
          fields: [{
            name: 'partsDocuments',
            type: 'group',
            label: 'Dokumente & CAD',
            admin: { description: 'Adressen der drei Links im Reiter „Dokumente & CAD“ einer Produktseite; {uid} wird durch die Materialnummer ersetzt. Ohne Adresse fehlt der Link.' },
            fields: [
              { name: 'datasheetUrl', type: 'text', label: 'Datenblätter' },
              { name: 'manualUrl', type: 'text', label: 'Betriebsanleitungen' },
              { name: 'cadUrl', type: 'text', label: 'CAD-Konfigurator' },
            ],
          }],
        },
        { label: 'Einwilligungen', fields: [consentServicesField] },
        { label: 'Zeiterfassung', fields: [workingTimeLimitsField] },
      ],
    },
  ],
}

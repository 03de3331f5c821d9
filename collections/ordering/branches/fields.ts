import type { Field } from 'payload'

import { DELIVERY_MODES } from '@/src/domain/cart/deliveryMode'
import { CHECKOUT_PAYMENT_METHODS, PAYMENT_SWITCHES } from '@/src/domain/cart/payment'
import { DELIVERY_MODE_ADMIN_LABELS, PAYMENT_METHOD_LABELS } from '@/src/domain/cart/texts'
import { AUSTRIAN_STATES } from '@/src/domain/timeClock/states'

import { manageBranchField } from '@/collections/access/manageBranchField'
import { identifierField } from '@/collections/fields/identifier'
import { moneyField, taxRateField } from '@/collections/fields/money'
import { openingRulesField } from '@/collections/fields/openingRules'
import { DATE_TIME_PICKER } from '@/collections/staff/fields/dates'

/** Each mode as it appears in field names (Takeaway, Delivery, DineIn) with its back-office label. */
const modes = DELIVERY_MODES.map((mode) => [mode.charAt(0).toUpperCase() + mode.slice(1), DELIVERY_MODE_ADMIN_LABELS[mode]] as const)

/** isDeliveryEmailRequired, isDineInPhoneRequired, … one checkbox per mode and contact field. */
const requirementFlags: Field[] = (['Email', 'Phone', 'Address'] as const).map((field) => ({
  type: 'row',
  fields: modes.map(([mode, label]) => ({
    name: `is${mode}${field}Required`,
    type: 'checkbox',
    label: `${{ Email: 'E-Mail', Phone: 'Telefon', Address: 'Adresse' }[field]} bei ${label} Pflicht`,
    defaultValue: field !== 'Address' || mode === 'Delivery',
  })),
}))

/** The branch's switch of each checkout payment method (isCashEnabled …), labelled like the method; cash is on by default. */
const paymentFlags: Field[] = CHECKOUT_PAYMENT_METHODS.map((method) => ({
  name: PAYMENT_SWITCHES[method].atBranch,
  type: 'checkbox',
  label: PAYMENT_METHOD_LABELS[method],
  defaultValue: method === 'cash',
}))

export const branchTabs: Field = {
  type: 'tabs',
  tabs: [
    {
      label: 'Allgemein',
      fields: [
        { type: 'row', fields: [{ name: 'name', type: 'text', label: 'Name', required: true }, identifierField({ admin: { description: 'Adresse der Filiale, z. B. /store/wien-mariahilf' } })] },
        { name: 'division', type: 'relationship', relationTo: 'divisions', label: 'Organisation', index: true },
        { name: 'description', type: 'textarea', label: 'Beschreibung' },
        { type: 'row', fields: [{ name: 'street', type: 'text', label: 'Straße' }, { name: 'zipCode', type: 'text', label: 'PLZ' }, { name: 'city', type: 'text', label: 'Ort' }] },
        {
          name: 'federalState',
          type: 'select',
          label: 'Bundesland',
          defaultValue: '9',
          options: Object.entries(AUSTRIAN_STATES).map(([value, label]) => ({ value, label })),
          admin: { description: 'Seine gesetzlichen Feiertage sind in der Zeiterfassung arbeitsfrei.' },
        },
        { type: 'row', fields: [{ name: 'phone', type: 'text', label: 'Telefon' }, { name: 'email', type: 'email', label: 'E-Mail' }, { name: 'website', type: 'text', label: 'Website' }] },
        { type: 'row', fields: [{ name: 'latitude', type: 'number', label: 'Breitengrad' }, { name: 'longitude', type: 'number', label: 'Längengrad' }] },
        { name: 'keywords', type: 'text', label: 'Suchbegriffe', admin: { description: 'Zusätzliche Wörter für die Filialsuche, z. B. Bezirke.' } },
        { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, label: 'Tags' },
        { name: 'logo', type: 'upload', relationTo: 'images', label: 'Logo' },
        { name: 'images', type: 'upload', relationTo: 'images', hasMany: true, label: 'Bilder' },
        { type: 'row', fields: [
          { name: 'isEnabled', type: 'checkbox', label: 'Aktiv', defaultValue: true, index: true },
          { name: 'isPublic', type: 'checkbox', label: 'Öffentlich', defaultValue: true, index: true },
        ] },
      ],
    },
    {
      label: 'Öffnungszeiten',
      fields: [
        openingRulesField('openingHours', 'Öffnungszeiten'),
        { name: 'isDeliveryHoursEnabled', type: 'checkbox', label: 'Eigene Lieferzeiten', defaultValue: false },
        { ...openingRulesField('deliveryHours', 'Lieferzeiten'), admin: { condition: (data) => Boolean(data?.isDeliveryHoursEnabled), initCollapsed: true } },
        { name: 'closedMessage', type: 'textarea', label: 'Text bei Schließung', admin: { description: 'Wird gezeigt, wenn keine nächste Öffnung bekannt ist.' } },
        { name: 'orderableFrom', type: 'date', label: 'Bestellbar ab', admin: { date: DATE_TIME_PICKER } },
      ],
    },
    {
      label: 'Bestellung',
      fields: [
        { type: 'row', fields: [
          { name: 'isTakeawayEnabled', type: 'checkbox', label: DELIVERY_MODE_ADMIN_LABELS.takeaway, defaultValue: true },
          { name: 'isDeliveryEnabled', type: 'checkbox', label: DELIVERY_MODE_ADMIN_LABELS.delivery, defaultValue: false },
          { name: 'isDineInEnabled', type: 'checkbox', label: DELIVERY_MODE_ADMIN_LABELS.dineIn, defaultValue: false },
        ] },
        { type: 'row', fields: [
          { name: 'isPreorderEnabled', type: 'checkbox', label: 'Vorbestellung', defaultValue: false },
          { name: 'isAppointmentRequired', type: 'checkbox', label: 'Termin Pflicht', defaultValue: false },
          { name: 'isQuotationRequired', type: 'checkbox', label: 'Angebotsanfrage', defaultValue: false },
          { name: 'isTableSelectionEnabled', type: 'checkbox', label: 'Tischauswahl', defaultValue: false },
        ] },
        ...requirementFlags,
        { type: 'collapsible', label: 'Zahlungsarten', fields: [{ type: 'row', fields: paymentFlags }] },
        {
          name: 'deliveryAreas',
          type: 'array',
          label: 'Liefergebiete',
          labels: { singular: 'Liefergebiet', plural: 'Liefergebiete' },
          fields: [
            { type: 'row', fields: [
              { name: 'area', type: 'text', label: 'Gebiet', required: true },
              moneyField('price', 'Liefergebühr', { defaultValue: 0 }),
              taxRateField('tax', 'Steuer (%)', { defaultValue: 20 }),
            ] },
            { type: 'row', fields: [
              { name: 'free', type: 'checkbox', label: 'Kostenlos', defaultValue: false },
              moneyField('freeFromOrderValue', 'Kostenlos ab'),
              moneyField('minimumOrderValue', 'Mindestbestellwert'),
            ] },
          ],
        },
      ],
    },
    {
      label: 'Schnittstellen',
      fields: [
        ...displayKeyFields('apiKey', 'rotateApiKey', 'API-Schlüssel der Küchenanzeige (Backoffice)', 'API-Schlüssel der Küchenanzeige neu erzeugen'),
        ...displayKeyFields('frontdeskApiKey', 'rotateFrontdeskApiKey', 'API-Schlüssel der Abholanzeige (Frontdesk)', 'API-Schlüssel der Abholanzeige neu erzeugen'),
      ],
    },
  ],
}

/**
 * A display's own key (kitchen board or pickup screen: each has its own, so the customer-facing
 * screen's key never opens the kitchen's) and the virtual checkbox that replaces it.
 */
function displayKeyFields(name: string, rotate: string, label: string, rotateLabel: string): Field[] {
  return [
    {
      name,
      type: 'text',
      label,
      index: true,
      access: { read: manageBranchField, update: manageBranchField, create: manageBranchField },
      admin: { readOnly: true, description: 'Wird automatisch erzeugt; „Neu erzeugen“ ersetzt ihn.' },
    },
    { name: rotate, type: 'checkbox', label: rotateLabel, virtual: true, access: { update: manageBranchField, create: manageBranchField } },
  ]
}

import { ValidationError, type Field, type FieldHook } from 'payload'

import { PAYMENT_METHOD_OPTIONS } from '@/src/domain/cart/payment'
import { ORDER_STATUS_OPTIONS } from '@/src/domain/orders/texts'
import { isHttpsUrl, TRACKING_URL_MESSAGE } from '@/src/domain/orders/trackingUrl'
import { DATE_TIME_PICKER } from '@/collections/staff/fields/dates'

const serverOnly = { access: { create: () => false, update: () => false } }

/** A tracking URL that is not https is refused on every write, whatever the admin shows. */
const refuseUnsafeTrackingUrl: FieldHook = ({ value, req }) => {
  if (typeof value === 'string' && value !== '' && !isHttpsUrl(value)) {
    throw new ValidationError({ collection: 'orders', errors: [{ message: TRACKING_URL_MESSAGE, path: 'snapshot.trackingUrl' }] }, req.t)
  }
  return value
}

/**
 * Status, payment and appointment of an order. Status and payment status change only through the
 * workflow and payment endpoints (server code), never by a plain update.
 */
export const workflowFields: Field[] = [
  { type: 'row', fields: [
    { name: 'status', type: 'select', label: 'Status', options: [...ORDER_STATUS_OPTIONS], defaultValue: 'pending', required: true, index: true, ...serverOnly },
    { name: 'statusChangedAt', type: 'date', label: 'Status geändert', admin: { date: DATE_TIME_PICKER }, ...serverOnly },
  ] },
  { name: 'rejectionMessage', type: 'textarea', label: 'Begründung der Ablehnung' },
  { type: 'row', fields: [
    { name: 'paymentMethod', type: 'select', label: 'Zahlungsart', options: [...PAYMENT_METHOD_OPTIONS], index: true, ...serverOnly },
    { name: 'paymentStatus', type: 'select', label: 'Zahlungsstatus', defaultValue: 'open', index: true, options: [
      { value: 'open', label: 'Offen' },
      { value: 'paid', label: 'Bezahlt' },
      { value: 'failed', label: 'Fehlgeschlagen' },
      { value: 'onSite', label: 'Zahlung vor Ort' },
    ], ...serverOnly },
    { name: 'paymentReference', type: 'text', label: 'Zahlungsreferenz', index: true, ...serverOnly },
  ] },
  { type: 'row', fields: [
    { name: 'appointment', type: 'date', label: 'Wunschtermin', index: true, admin: { date: DATE_TIME_PICKER }, ...serverOnly },
    { name: 'counterAppointment', type: 'date', label: 'Gegenvorschlag', admin: { date: DATE_TIME_PICKER }, ...serverOnly },
    // Set when staff accept with a preparation time (now + minutes); shown to the customer. Not a counter appointment.
    { name: 'readyAt', type: 'date', label: 'Voraussichtlich fertig um', admin: { date: DATE_TIME_PICKER }, ...serverOnly },
  ] },
  {
    name: 'questionnaire',
    type: 'group',
    label: 'Bewertung',
    ...serverOnly,
    fields: [
      { type: 'row', fields: ['rating', 'foodRating', 'serviceRating', 'processRating'].map((name) => ({
        name, type: 'number', min: 1, max: 5,
        label: { rating: 'Gesamt', foodRating: 'Essen', serviceRating: 'Service', processRating: 'Ablauf' }[name],
      })) as Field[] },
      { name: 'comment', type: 'textarea', label: 'Kommentar' },
      { name: 'submittedAt', type: 'date', label: 'Abgegeben am', admin: { date: DATE_TIME_PICKER } },
    ],
  },
  {
    name: 'snapshot',
    type: 'group',
    label: 'Dokumente',
    fields: [
      { name: 'orderAcknowledgement', type: 'upload', relationTo: 'uploads', label: 'Auftragsbestätigung' },
      {
        name: 'trackingUrl',
        type: 'text',
        label: 'Sendungsverfolgung',
        admin: { description: 'Adresse der Sendungsverfolgung, beginnend mit https://' },
        // The customer's status page links it: only https addresses (no javascript:, http: …).
        validate: (value: string | null | undefined) => !value || isHttpsUrl(value) || TRACKING_URL_MESSAGE,
        // Payload skips `validate` where the admin hides a field (the Dokumente box shows on parts
        // orders only), but an API call can still write it: the hook checks every write.
        hooks: { beforeChange: [refuseUnsafeTrackingUrl] },
      },
    ],
  },
]

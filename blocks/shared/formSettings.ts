import type { Field, RelationshipField } from 'payload'

import { referenceField } from '@/collections/fields/reference'

import { textField } from './content'

/** Subject of contact-form mails unless the editor sets another (parts-shop-and-site.md section 9). */
const DEFAULT_FORM_SUBJECT = 'Website Formular'

type FormSettingsOptions = {
  /** formData picks a reusable contact block whose e-mail receives the form; formMap has none. */
  withContact: boolean
}

const contactField = (): RelationshipField =>
  referenceField('contact', 'Ansprechperson', {
    targets: ['blocks'],
    overrides: {
      // Only reusable contents of the kind 'contact' (name, phone, e-mail) of the `blocks` collection.
      filterOptions: { type: { equals: 'contact' } },
      admin: { description: "Ein Inhalt der Art 'Kontakt' (Name, Telefon, E-Mail); seine E-Mail empfängt die Anfragen." },
    },
  })

const privacySiteField = (): RelationshipField =>
  referenceField('privacySite', 'Datenschutzseite', {
    targets: ['sites'],
    overrides: { admin: { description: "Ziel des Links in 'Hiermit akzeptiere ich die Datenschutzerklärung'." } },
  })

/**
 * Settings of a contact form block: subject, intro text, recipient, thank-you text and privacy page.
 * Recipient order: the contact block's e-mail, then this block's e-mail, then the company e-mail of the settings.
 */
export const formSettingsFields = ({ withContact }: FormSettingsOptions): Field[] => [
  { name: 'subject', type: 'text', label: 'Betreff', required: true, defaultValue: DEFAULT_FORM_SUBJECT },
  textField({ admin: { description: 'Text zum Formular.' } }),
  ...(withContact ? [contactField()] : []),
  {
    name: 'email',
    type: 'email',
    label: 'Empfänger-E-Mail',
    admin: {
      description: withContact
        ? 'Nur nötig ohne Ansprechperson. Leer: die Firmen-E-Mail aus den Einstellungen.'
        : 'Leer: die Firmen-E-Mail aus den Einstellungen.',
    },
  },
  {
    name: 'thankYou',
    type: 'textarea',
    label: 'Danke-Text',
    admin: { description: "Ersetzt nach dem Absenden den Standardtext 'Ihre Anfrage wurde erfolgreich abgeschickt. …'." },
  },
  privacySiteField(),
]

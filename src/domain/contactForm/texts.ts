/**
 * German texts of the contact form rules, shared by the browser and the server
 * (parts-shop-and-site.md sections 5 and 8; where the spec shows no message, our wording).
 */

/** Subject of contact-form mails unless the form's block names another (section 9). */
export const DEFAULT_CONTACT_SUBJECT = 'Website Formular'

/** Names of the form's fields: the labels of the form and the lines of the mail to the receiver. */
export const CONTACT_FIELD_LABELS = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  company: 'Firma',
  comment: 'Nachricht',
} as const

export const CONTACT_FIELD_MESSAGES = {
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  firstName: 'Bitte geben Sie Ihren Vornamen an (mindestens 2 Zeichen).',
  lastName: 'Bitte geben Sie Ihren Nachnamen an (mindestens 2 Zeichen).',
  phone: 'Bitte geben Sie Ihre Telefonnummer an (mindestens 6 Zeichen).',
  privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
} as const

export const tooLongMessage = (maxLength: number): string => `Höchstens ${maxLength} Zeichen.`

const MEGABYTE = 1024 * 1024
/** A file size limit in whole megabytes: '10 MB'. */
export const megabytes = (bytes: number): string => `${Math.round(bytes / MEGABYTE)} MB`

export const UPLOAD_MESSAGES = {
  tooMany: (maxFiles: number) => `Bitte wählen Sie höchstens ${maxFiles} Dateien aus.`,
  wrongType: (name: string) => `Die Datei „${name}“ hat keinen erlaubten Typ. Erlaubt sind PDF, Word (DOC, DOCX) und ZIP.`,
  empty: (name: string) => `Die Datei „${name}“ ist leer.`,
  tooLarge: (name: string, maxBytes: number) => `Die Datei „${name}“ ist zu groß (höchstens ${megabytes(maxBytes)}).`,
  tooLargeTogether: (maxBytes: number) => `Die Dateien sind zusammen zu groß (höchstens ${megabytes(maxBytes)}).`,
  /** The content is not what the name claims (an .exe renamed .pdf). */
  contentMismatch: (name: string) => `Die Datei „${name}“ ist keine gültige PDF-, Word- oder ZIP-Datei.`,
} as const

/** After sending (section 8); the block's thankYou text replaces it when the editor set one. */
export const CONTACT_FORM_SENT =
  'Ihre Anfrage wurde erfolgreich abgeschickt. Wir melden uns schnellstmöglich telefonisch oder auf die von Ihnen angegebene Mailadresse. Danke!'

/** The alert when sending fails (section 8); the input stays. */
export const CONTACT_FORM_FAILED =
  'Ein unbekannter Fehler ist aufgetreten. Bitte überprüfen Sie Ihre eingegebenen Daten und versuchen Sie es erneut.'

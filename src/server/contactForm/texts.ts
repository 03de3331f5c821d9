import { CONTACT_FIELD_LABELS } from '@/src/domain/contactForm'

/** German texts of the contact form's server side (answers and the mail to the receiver). */
export const CONTACT_SERVER_TEXTS = {
  unreadable: 'Das Formular konnte nicht gelesen werden.',
  mailFailed: 'Ihre Anfrage konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.',
} as const

export const CONTACT_MAIL_TEXTS = {
  intro: 'Neue Anfrage über das Kontaktformular der Website:',
  ...CONTACT_FIELD_LABELS,
  page: 'Seite',
  subject: 'Betreff',
  uploads: 'Anhänge',
  replyHint: 'Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.',
} as const

import { UPLOAD_LIMITS } from '@/src/domain/contactForm'

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024))

/**
 * Texts of the contact forms (parts-shop-and-site.md sections 5 and 8). The success and failure
 * texts are shared with the server: CONTACT_FORM_SENT and CONTACT_FORM_FAILED of src/domain/contactForm.
 */
export const CONTACT_FORM_TEXTS = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  company: 'Firma',
  comment: 'Nachricht',
  uploads: 'Dateien anhängen',
  uploadsHint: `PDF, Word (DOC, DOCX) oder ZIP; höchstens ${UPLOAD_LIMITS.maxFiles} Dateien, je ${megabytes(UPLOAD_LIMITS.maxFileBytes)} MB, zusammen ${megabytes(UPLOAD_LIMITS.maxTotalBytes)} MB.`,
  privacyBefore: 'Hiermit akzeptiere ich die ',
  privacyLink: 'Datenschutzerklärung',
  requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
  submit: 'Absenden',
  sending: 'Bitte warten...',
  thankYouTitle: 'Vielen Dank',
  ok: 'OK',
} as const

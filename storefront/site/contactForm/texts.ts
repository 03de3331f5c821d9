import { CONTACT_FIELD_LABELS, megabytes, UPLOAD_LIMITS } from '@/src/domain/contactForm'

/**
 * Texts of the contact forms (parts-shop-and-site.md sections 5 and 8). The success and failure
 * texts are shared with the server: CONTACT_FORM_SENT and CONTACT_FORM_FAILED of src/domain/contactForm.
 */
export const CONTACT_FORM_TEXTS = {
  ...CONTACT_FIELD_LABELS,
  uploads: 'Dateien anhängen',
  uploadsHint: `PDF, Word (DOC, DOCX) oder ZIP; höchstens ${UPLOAD_LIMITS.maxFiles} Dateien, je ${megabytes(UPLOAD_LIMITS.maxFileBytes)}, zusammen ${megabytes(UPLOAD_LIMITS.maxTotalBytes)}.`,
  privacyBefore: 'Hiermit akzeptiere ich die ',
  privacyLink: 'Datenschutzerklärung',
  requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
  submit: 'Absenden',
  sending: 'Bitte warten...',
  thankYouTitle: 'Vielen Dank',
  ok: 'OK',
} as const

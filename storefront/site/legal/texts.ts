import type { LegalDocumentKey } from '@/src/domain/shell'

/** Page titles of the legal documents (the footer uses the short labels). */
export const LEGAL_TITLES: Record<LegalDocumentKey, string> = {
  termsAndConditions: 'Allgemeine Geschäftsbedingungen',
  privacyPolicy: 'Datenschutzerklärung',
  imprint: 'Impressum',
  allergens: 'Allergeninformation',
}

/** The sign-up screen's texts (parts-shop-and-site.md sections 2, 3 and 5). */
export const SIGNUP_TEXTS = {
  title: 'Neues Konto erstellen',
  intro: 'Registrieren Sie sich als Geschäfts- oder Privatkunde. Nach der Prüfung durch unser Team sehen Sie Ihre Preise und können bestellen.',
  accountType: 'Kontoart',
  company: 'Firmenkunde',
  private: 'Privatkunde',
  sections: { customer: 'Ihre Daten', address: 'Rechnungsadresse', access: 'Zugangsdaten' },
  fields: {
    companyName: 'Firmenname',
    vatNumber: 'UID-Nummer',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    password: 'Passwort',
    passwordRepeat: 'Passwort wiederholen',
  },
  vatHint: 'Optional, z. B. ATU12345678. Mit geprüfter UID-Nummer sehen Sie Nettopreise.',
  passwordHint: 'Mindestens 8 Zeichen.',
  privacyBefore: 'Ich habe die ',
  privacyLink: 'Datenschutzerklärung',
  privacyAfter: ' gelesen und akzeptiere sie.',
  termsBefore: 'Ich akzeptiere die ',
  termsLink: 'Allgemeinen Geschäftsbedingungen',
  termsAfter: '.',
  requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
  submit: 'Konto erstellen',
  submitting: 'Bitte warten...',
  thanksTitle: 'Vielen Dank für Ihre Registrierung!',
  thanksText: 'Unser Team prüft Ihr Konto. Sobald es freigeschaltet ist, erhalten Sie eine E-Mail an {email} und können sich anmelden.',
} as const

/** Where the sign-up form's checkboxes link (spec 001 §5). */
export const LEGAL_LINKS = { privacy: '/datenschutz', terms: '/agb' } as const

/** Texts shared by the account screens (parts-shop-and-site.md sections 2 and 8), verbatim where the spec names them. */
export const ACCOUNT_TEXTS = {
  breadcrumb: 'Mein Konto',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  errorPrefix: 'Fehler:',
  backToLogin: 'Zurück zur Anmeldung',
  signInLink: 'Zur Anmeldung',
} as const

/** Labels of the address fields of the account forms (country fixed to Österreich, spec 001 §9). */
export const ADDRESS_TEXTS = {
  street: 'Straße und Hausnummer',
  stairway: 'Stiege',
  floor: 'Stock',
  door: 'Tür',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  countryName: 'Österreich',
} as const

/**
 * German texts of the checkout (ordering-storefront.md sections 2, 4, 5 and 8). Texts the spec
 * gives are verbatim (most come from the domain modules and are re-exported from there); the rest
 * is our own wording.
 */
export const CHECKOUT_TEXTS = {
  pageTitle: 'Bestellvorgang',
  paymentFailed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  errorListTitle: 'Bitte überprüfen Sie Ihre Angaben:',
  back: 'Zurück',
  loading: 'Warenkorb wird geladen …',

  orderSection: 'Bestellung',
  deliveryType: 'Art der Bestellung',
  table: 'Tischnummer',
  tablePlaceholder: 'Bitte wählen',
  tableHint: 'Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch.',

  contactSection: 'Kontaktdaten',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',

  addressSection: 'Adresse',
  deliveryArea: 'Liefergebiet',
  street: 'Straße und Hausnummer',
  floor: 'Stock',
  stairway: 'Stiege',
  door: 'Tür',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',

  appointmentSection: 'Wunschtermin',
  chooseDate: 'Termin wählen',
  chooseTime: 'Uhrzeit ändern',
  datePickerTitle: 'Datum wählen',
  timePickerTitle: 'Uhrzeit wählen',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  hour: 'Stunde',
  minute: 'Minute',
  earlier: 'früher',
  later: 'später',
  availableTimes: 'Verfügbare Zeiten',
  availabilityLoading: 'Verfügbare Termine werden geladen …',

  commentSection: 'Anmerkung',
  comment: 'Anmerkung zur Bestellung',

  cartSection: 'Warenkorb',
  remove: 'Entfernen',
  removeItem: '{name} aus dem Warenkorb entfernen',
  totalsSection: 'Summe',
  goods: 'Zwischensumme',
  deliveryFee: 'Liefergebühr',
  deliveryFeeFree: 'kostenlos',
  vatIncluded: 'inkl. {rate} % MwSt.',
  total: 'Gesamtsumme',
  totalLoading: 'Summe wird berechnet …',

  donationSection: 'Spende',
  chooseDonatee: 'Organisation wählen',
  changeDonatee: 'Andere Organisation wählen',
  noDonatee: 'Keine Spende',
  donateeTitle: 'Organisation für Ihre Spende',
  donateeSearch: 'Organisation suchen',
  chosenDonatee: 'Ihre Spende geht an: {name}',

  paymentSection: 'Zahlungsart',
  noPaymentMethod: 'Für diese Filiale ist derzeit keine Zahlungsart verfügbar.',
  paymentRedirect: 'Nach dem Absenden werden Sie zur sicheren Zahlungsseite unseres Zahlungsanbieters weitergeleitet.',

  legalSection: 'Rechtliches',
  acceptTermsBefore: 'Ich habe die ',
  termsName: 'Allgemeinen Geschäftsbedingungen',
  acceptTermsAfter: ' gelesen und akzeptiere sie.',
  acceptPrivacyBefore: 'Ich habe die ',
  privacyName: 'Datenschutzerklärung',
  acceptPrivacyAfter: ' gelesen und stimme der Verarbeitung meiner Daten zu.',
  close: 'Schließen',
} as const

/** The countries of the order form (ordering-storefront.md section 9), Austria preselected. */
export const COUNTRY_OPTIONS = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'LI', label: 'Liechtenstein' },
  { value: 'AT', label: 'Österreich' },
  { value: 'CH', label: 'Schweiz' },
] as const

export type CountryCode = (typeof COUNTRY_OPTIONS)[number]['value']
export const DEFAULT_COUNTRY: CountryCode = 'AT'

/** ordering-storefront.md section 8, No donation recipient found (overlay variant). */
export const DONATEE_NOT_FOUND = 'Keine passende Organisation gefunden.'

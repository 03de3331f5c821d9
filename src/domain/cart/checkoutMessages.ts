import { fillPlaceholders } from '../text/placeholders'
import type { OrderFormField } from './checkoutFields'

/**
 * German messages of checkout validation, the same for the browser's form check and the server's
 * answer (the spec names only the appointment and minimum-order texts; the others are ours).
 */
export const MISSING_FIELD_MESSAGES: Partial<Record<OrderFormField, string>> = {
  firstName: 'Bitte geben Sie Ihren Vornamen an.',
  lastName: 'Bitte geben Sie Ihren Nachnamen an.',
  email: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  phone: 'Bitte geben Sie Ihre Telefonnummer an.',
  street: 'Bitte geben Sie Straße und Hausnummer an.',
  zipCode: 'Bitte geben Sie die Postleitzahl an.',
  city: 'Bitte geben Sie den Ort an.',
  country: 'Bitte wählen Sie ein Land.',
  deliveryArea: 'Bitte wählen Sie ein Liefergebiet.',
  table: 'Bitte wählen Sie Ihren Tisch.',
  appointmentDate: 'Bitte wählen Sie einen Termin aus.',
  legalInstructions: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  privacyPolicy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
}

export const CHECKOUT_MESSAGES = {
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  branchUnavailable: 'Diese Filiale nimmt derzeit keine Bestellungen an.',
  modeUnavailable: 'Diese Art der Bestellung bietet die Filiale leider nicht an.',
  emptyCart: 'Keine Produkte im Warenkorb!',
  unknownDeliveryArea: 'Das gewählte Liefergebiet wird von dieser Filiale nicht beliefert.',
  unknownTable: 'Dieser Tisch gehört nicht zu dieser Filiale.',
  paymentMethodUnavailable: 'Bitte wählen Sie eine verfügbare Zahlungsart.',
  unknownDonatee: 'Bitte wählen Sie eine Organisation aus der Liste.',
  productUnavailable: 'Das Produkt „{name}“ ist derzeit leider nicht bestellbar.',
  incompleteConfiguration: 'Bitte vervollständigen Sie die Auswahl für „{name}“.',
  unitUnavailable: 'Die gewählte Einheit ist für „{name}“ nicht verfügbar.',
  uploadMissing: 'Die hochgeladene Datei für „{name}“ wurde nicht gefunden. Bitte laden Sie sie erneut hoch.',
  tooManyItems: 'Ihr Warenkorb enthält zu viele Positionen.',
} as const

export const productMessage = (template: string, name: string): string => fillPlaceholders(template, { name })

/**
 * German labels shared by the order e-mails, SMS and the order acknowledgement PDF (decided: the
 * specs give no wording for notifications).
 */
export const ORDER_DOCUMENT_LABELS = {
  orderDate: 'Bestelldatum',
  customerReference: 'Ihre Referenz',
  mode: 'Art',
  appointment: 'Termin',
  counterAppointment: 'Neuer Terminvorschlag',
  table: 'Tisch',
  paymentMethod: 'Zahlungsart',
  comment: 'Kommentar',
  customer: 'Kunde',
  billingAddress: 'Rechnungsadresse',
  deliveryAddress: 'Lieferadresse',
  items: 'Positionen',
  amount: 'Menge',
  unit: 'Einheit',
  name: 'Bezeichnung',
  lineTotal: 'Betrag',
  deliveryFee: 'Liefergebühr',
  net: 'Netto',
  total: 'Gesamtsumme',
  branch: 'Filiale',
  phone: 'Telefon',
  email: 'E-Mail',
} as const

/** An appointment as '21.11.2026 um 18:30 Uhr'. */
export const APPOINTMENT_TEXT = '{date} um {time} Uhr'

/** Title of the order acknowledgement PDF and the alt text of its upload. */
export const ACKNOWLEDGEMENT_TITLE = 'Auftragsbestätigung'

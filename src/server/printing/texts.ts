/** German texts of the printed receipt and of the print call. */
export const RECEIPT_TEXTS = {
  title: 'Beleg {uid}',
  orderNumber: 'Auftragsnummer {uid}',
  orderedAt: 'Bestellt: {dateTime}',
  appointment: 'Termin: {dateTime}',
  asSoonAsPossible: 'Termin: so bald wie möglich',
  counterAppointment: 'Gegenvorschlag: {dateTime}',
  table: 'Tisch {table}',
  status: 'Status: {status}',
  deliveryAddress: 'Lieferadresse',
  phone: 'Tel. {phone}',
  itemComment: 'Kommentar: {comment}',
  orderComment: 'Anmerkung: {comment}',
  deliveryFee: 'Liefergebühr',
  total: 'Summe',
  approximateTotal: 'Summe (ca.)',
  vat: 'darin MwSt. {rate} %',
  paymentMethod: 'Zahlungsart: {method}',
  paid: 'bezahlt',
} as const

export const PRINT_TEXTS = {
  noPrinter: 'Für diese Filiale ist kein Drucker eingerichtet.',
  printFailed: 'Beleg konnte nicht gedruckt werden.',
} as const

import type { OrderAction } from '@/src/domain/orders'

/** Button labels of the staff actions (decided; the spec names only the calls). */
export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  confirm: 'Bestätigen',
  reject: 'Ablehnen',
  cancel: 'Stornieren',
  'in-delivery': 'Unterwegs / abholbereit',
  completed: 'Abschließen',
}

/** Texts of the order panel in the back office; fallbacks from back-office.md section 8. */
export const ORDER_ADMIN_TEXTS = {
  actionsLabel: 'Bearbeitung',
  currentStatus: 'Status: {status}',
  noActions: 'Diese Bestellung ist abgeschlossen; es sind keine weiteren Schritte möglich.',
  counterAppointment: 'Gegenvorschlag für den Termin (optional)',
  counterAppointmentHint: 'Mit Gegenvorschlag bleibt die Bestellung offen, bis der Kunde zustimmt.',
  rejectionMessage: 'Begründung für den Kunden (optional)',
  abort: 'Abbrechen',
  print: 'Beleg drucken',
  printed: 'Der Beleg wurde an den Drucker gesendet.',
  changed: 'Status geändert: {status}',
  proposed: 'Der Gegenvorschlag wurde an den Kunden gesendet.',
  statusFailed: 'Bestellstatus konnte nicht geändert werden.',
  cancelFailed: 'Bestellung konnte nicht storniert werden.',
  printFailed: 'Beleg konnte nicht gedruckt werden.',
  orderLoadFailed: 'Bestellung konnte nicht geladen werden.',
  itemsLabel: 'Positionen',
  noItems: 'Keine Positionen',
  amount: 'Menge',
  item: 'Bezeichnung',
  price: 'Betrag',
  comment: 'Kommentar: {comment}',
  deliveryFee: 'Liefergebühr',
  net: 'Netto',
  vat: 'MwSt. {rate} %',
  total: 'Summe',
  approximateTotal: 'Summe (ca.)',
} as const

import type { OrderAction } from '@/src/domain/orders'
import { fillPlaceholders } from '@/src/domain/text'

/**
 * German texts of the order displays (back-office.md sections 1, 2, 4 and 8; issue 18): the
 * kitchen board, the pickup screen at the front desk and the admin view 'Heute'. The fallbacks
 * of failed calls are the spec's texts of section 8.
 */
export const DESK_TEXTS = {
  kitchenTitle: 'Küche – {branch}',
  frontdeskTitle: 'Abholung – {branch}',
  unseenTitle: '({count}) {title}',
  columns: { new: 'Neu', preparing: 'In Zubereitung', ready: 'Fertig', done: 'Erledigt' },
  columnNav: 'Spalten',
  columnCount: '{label} ({count})',
  emptyColumn: 'Keine Bestellungen',
  loading: 'Bestellungen werden geladen …',
  loadFailed: 'Bestellungen konnten nicht geladen werden.',
  offline: 'Offline – keine Verbindung zum Server. Die zuletzt geladenen Bestellungen bleiben sichtbar.',
  retryIn: 'Neuer Versuch in {seconds} s.',
  retry: 'Erneut versuchen',
  updatedAt: 'Stand {time}',
  settings: 'Anzeige',
  sound: 'Ton an',
  showProductData: 'Produktdaten anzeigen',
  showCustomerData: 'Kundendaten anzeigen',
  signIn: 'Zum Anmelden',
  readOnly: 'Nur Anzeige. Um Bestellungen zu bearbeiten, melden Sie sich bitte an.',
  noBranchAccess: 'Sie sind angemeldet, haben aber keine Berechtigung für diese Filiale. Die Anzeige ist schreibgeschützt.',
  newBadge: 'Neu',
  unseenOne: '1 neue Bestellung',
  unseenMany: '{count} neue Bestellungen',
  markSeen: 'Als gesehen markieren',
  modes: { takeaway: 'Abholung', delivery: 'Lieferung', dineIn: 'Vor Ort' },
  table: 'Tisch {table}',
  deliveryArea: 'Liefergebiet {area}',
  received: 'Eingang {time}',
  wanted: 'Wunschtermin {time}',
  readyAt: 'Fertig um {time}',
  counterAppointment: 'Gegenvorschlag {time} – wartet auf den Kunden',
  comment: 'Kommentar: {comment}',
  itemsHidden: 'Produktdaten ausgeblendet',
  customerHidden: 'Kundendaten ausgeblendet',
  total: 'Summe {amount}',
  payment: { open: 'Offen', paid: 'Bezahlt', failed: 'Zahlung fehlgeschlagen', onSite: 'Zahlung vor Ort' },
  finalStatus: { completed: 'Erledigt', rejected: 'Abgelehnt', canceled: 'Storniert', failed: 'Fehlgeschlagen' },
  readyStatus: { takeaway: 'Abholbereit', delivery: 'Unterwegs', dineIn: 'Fertig' },
  ticket: 'Bestellung {ticket}',
  actions: 'Aktionen für Bestellung {ticket}',
  accept: 'Annehmen',
  ready: 'Fertig',
  onTheWay: 'Unterwegs',
  done: 'Erledigt',
  reject: 'Ablehnen',
  cancel: 'Stornieren',
  propose: 'Anderen Zeitpunkt vorschlagen',
  print: 'Beleg drucken',
  statusPage: 'Statusseite öffnen',
  acceptTitle: 'Bestellung {ticket} annehmen',
  acceptQuestion: 'Wie lange dauert die Zubereitung?',
  minutes: '{minutes} Min.',
  rejectTitle: 'Bestellung {ticket} ablehnen',
  cancelTitle: 'Bestellung {ticket} stornieren',
  reason: 'Begründung für den Kunden (optional)',
  proposeTitle: 'Anderen Zeitpunkt für Bestellung {ticket} vorschlagen',
  proposeLabel: 'Neuer Zeitpunkt',
  proposeHint: 'Die Bestellung bleibt offen, bis der Kunde dem Vorschlag zustimmt.',
  proposeSend: 'Vorschlag senden',
  proposeInvalid: 'Bitte wählen Sie einen Zeitpunkt in der Zukunft.',
  abort: 'Abbrechen',
  close: 'Schließen',
  changed: 'Bestellung {ticket}: {status}',
  proposed: 'Der Gegenvorschlag wurde an den Kunden gesendet.',
  printed: 'Der Beleg wurde an den Drucker gesendet.',
  statusFailed: 'Bestellstatus konnte nicht geändert werden.',
  cancelFailed: 'Bestellung konnte nicht storniert werden.',
  printFailed: 'Beleg konnte nicht gedruckt werden.',
  orderLoadFailed: 'Bestellung konnte nicht geladen werden.',
  sessionLoadFailed: 'Aktiver Benutzer konnte nicht geladen werden.',
  frontdesk: {
    preparing: 'In Vorbereitung',
    ready: 'Abholbereit',
    hint: 'Sobald Ihre Nummer unter „Abholbereit“ erscheint, können Sie Ihre Bestellung abholen.',
    empty: 'Zurzeit keine Bestellungen',
  },
  admin: {
    heading: 'Heute',
    boardTitle: 'Heute – {branch}',
    branch: 'Filiale',
    noBranches: 'Ihrem Konto ist keine Filiale zugeordnet.',
    forbidden: 'Sie haben keine Berechtigung für diese Ansicht.',
    missedHeading: 'Verpasste Bestellungen ({count})',
    missedHint: 'Offen seit über 15 Minuten, ohne Reaktion:',
    missedOrder: '{uid}, eingegangen {time} Uhr',
  },
} as const

/** Fallback of a failed action (section 8: cancelling has its own text). */
export const actionFailedText = (action: OrderAction): string =>
  action === 'cancel' ? DESK_TEXTS.cancelFailed : DESK_TEXTS.statusFailed

/** '1 neue Bestellung', '3 neue Bestellungen'. */
export const unseenCountText = (count: number): string =>
  count === 1 ? DESK_TEXTS.unseenOne : fillPlaceholders(DESK_TEXTS.unseenMany, { count: String(count) })

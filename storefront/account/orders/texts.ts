import { SHOP_ORDERS_TEXTS, TICKET_LABEL } from '@/src/domain/orders/texts'
import { fillPlaceholders } from '@/src/domain/text'

/**
 * The orders screens' texts (parts-shop-and-site.md sections 2 and 8): the spec's wording from
 * SHOP_ORDERS_TEXTS, the column and block labels decided here.
 */
export const ORDERS_TEXTS = {
  ...SHOP_ORDERS_TEXTS,
  listTitle: 'Meine Bestellungen',
  tableCaption: 'Ihre Bestellungen im Teileshop, die neueste zuerst',
  columns: {
    uid: TICKET_LABEL,
    ticketNumber: 'Eigene Bestellnummer',
    date: 'Datum',
    goodsValue: 'Warenwert',
    status: 'Status',
    documents: 'Dokumente',
    details: 'Details',
  },
  goodsValueNote: 'exkl. MwSt.',
  acknowledgement: 'Auftragsbestätigung',
  acknowledgementLabel: 'Auftragsbestätigung zu Auftrag {uid} herunterladen',
  tracking: 'Sendungsverfolgung',
  trackingLabel: 'Sendungsverfolgung zu Auftrag {uid} (öffnet in neuem Fenster)',
  details: 'Details',
  detailsLabel: 'Details zu Auftrag {uid}',
  none: '–',
  pagination: 'Seiten der Bestellungen',
  pageLabel: 'Seite {n}',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageOf: 'Seite {page} von {pages}',
  backToList: 'Zurück zu den Bestellungen',
  backToAccount: 'Zurück zu Mein Konto',
  ownOrderNumber: 'Eigene Bestellnummer',
  comment: 'Kommentar',
  orderDate: 'Bestellt am',
  itemsTitle: 'Positionen',
  itemColumns: {
    uid: 'Artikelnummer',
    name: 'Bezeichnung',
    desiredDate: 'Wunschtermin',
    comment: 'Kommentar',
    amount: 'Menge',
    reorder: 'Erneut bestellen',
  },
  reorderLabel: '{name} erneut bestellen',
  vatNumber: 'UID-Nummer',
} as const

/** 'Seite 3' */
export const pageLabel = (n: number) => fillPlaceholders(ORDERS_TEXTS.pageLabel, { n })

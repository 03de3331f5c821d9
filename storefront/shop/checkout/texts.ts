import { fillPlaceholders } from '@/src/domain/text'

/** The parts checkout's texts (parts-shop-and-site.md sections 2, 4, 8 and 9), verbatim where the spec names them. */
export const PARTS_CHECKOUT_TEXTS = {
  title: 'Kasse',
  steps: ['Informationen', 'Versandart', 'Auftragsprüfung', 'Abgeschlossen'],
  progress: 'Fortschritt der Bestellung',
  stepOf: 'Schritt {n} von 4',
  myData: 'Meine Daten',
  billing: 'Rechnungsadresse',
  contact: 'Ansprechperson',
  vatNumber: 'UID-Nummer',
  delivery: 'Lieferadresse',
  deliveryToBilling: 'An die Rechnungsadresse',
  newAddress: 'Neue Lieferadresse erstellen',
  ticketNumber: 'Ihre Bestellnummer',
  ticketNumberHint: 'Optional: Ihre eigene Bestellnummer für Ihre Buchhaltung.',
  comment: 'Kommentar an uns',
  shippingTitle: 'Versandart',
  shippingOptions: { standard: 'Standardversand', express: 'Expressversand' },
  shippingHint: 'Wir versenden per Post, DHL oder Spedition; die Versandkosten nennen wir in der Auftragsbestätigung.',
  reviewTitle: 'Auftragsprüfung',
  items: 'Positionen',
  columns: { image: 'Bild', product: 'Artikel', uid: 'Materialnummer', comment: 'Kommentar', date: 'Wunschtermin', amount: 'Menge', unitPrice: 'Einzelpreis netto', total: 'Gesamt netto' },
  noImage: 'Kein Bild',
  noDate: '–',
  backToCart: 'Zurück zum Warenkorb',
  editCart: 'Warenkorb bearbeiten',
  previous: 'Zurück',
  next: 'Weiter',
  submit: 'Auftrag absenden',
  submitting: 'Bitte warten...',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  errorPrefix: 'Fehler:',
  completeTitle: 'Vielen Dank für Ihren Auftrag!',
  complete: 'Ihre Bestellung wird unter der Auftragsnummer {uid} bearbeitet',
  completeHint: 'Sie erhalten eine Eingangsbestätigung per E-Mail; die Auftragsbestätigung mit den Versandkosten folgt, sobald wir Ihren Auftrag geprüft haben.',
  toShop: 'Zurück zum Shop',
  toOrder: 'Auftrag ansehen',
  loading: 'Wird geladen …',
} as const

export const completeText = (uid: string): string => fillPlaceholders(PARTS_CHECKOUT_TEXTS.complete, { uid })
export const stepOfText = (n: number): string => fillPlaceholders(PARTS_CHECKOUT_TEXTS.stepOf, { n })

import { fillPlaceholders } from '@/src/domain/text'

/** The parts cart's texts (parts-shop-and-site.md sections 2, 4, 5 and 8), verbatim where the spec names them. */
export const CART_SCREEN_TEXTS = {
  title: 'Warenkorb',
  quickEntryLabel: 'Materialnummer oder Bezeichnung',
  quickEntryHint: 'Enter übernimmt den Artikel, wenn genau einer passt.',
  deliveryDateAll: 'Wunschtermin für alle Positionen',
  deliveryDateAllHint: 'Frühestens morgen; jede Position kann ihren eigenen Termin haben.',
  columns: { product: 'Artikel', comment: 'Kommentar', date: 'Wunschtermin', amount: 'Menge', unitPrice: 'Einzelpreis netto', total: 'Gesamt netto' },
  optional: '(optional)',
  remove: 'Entfernen',
  removeLabel: '{name} entfernen',
  unavailable: 'Dieser Artikel ist nicht mehr erhältlich. Bitte entfernen Sie ihn.',
  removeUnavailable: 'Bitte entfernen Sie die Artikel, die nicht mehr erhältlich sind.',
  backToShop: 'Zurück zum Shop',
  toCheckout: 'Weiter zur Kasse',
  pricesLoading: 'Preise werden berechnet …',
  pricesFailed: 'Die Preise konnten nicht berechnet werden. Bitte laden Sie die Seite neu.',
  signIn: 'Bitte melden Sie sich an, um Ihren Warenkorb zu sehen und zu bestellen.',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  imageFallback: 'Kein Bild',
} as const

/** The totals as the spec lists them (cart and checkout review). */
export const TOTALS_TEXTS = {
  title: 'Summe',
  netBeforeDiscount: 'Warenwert exkl. MwSt.',
  discount: 'Angewendete Rabatte (~{percent}%)',
  netAfterDiscount: 'Warenwert nach Rabatt',
  net: 'Summe netto',
  tax: 'Mehrwertsteuer ({rate}%)',
  gross: 'Gesamtsumme inkl. MwSt.',
  freight: 'Versandkosten',
  freightValue: 'Bei Auftragsbestätigung',
} as const

const percentText = (value: number): string => String(value).replace('.', ',')
export const discountLabel = (percent: number): string => fillPlaceholders(TOTALS_TEXTS.discount, { percent: percentText(Math.round(percent)) })
export const taxLabel = (rate: string): string => fillPlaceholders(TOTALS_TEXTS.tax, { rate: percentText(Number(rate)) })

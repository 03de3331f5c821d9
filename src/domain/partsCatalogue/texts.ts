import { fillPlaceholders } from '../text/placeholders'

/** Cart quick entry of the parts shop (parts-shop-and-site.md section 8). */
export const QUICK_ENTRY_LOADING = 'Produktstamm wird geladen...'
export const QUICK_ENTRY_NO_MATCH = 'Keine Einträge gefunden'

/** Refusals of a catalogue search request (parts-shop-and-site.md section 7; the API answers them with 422). */
export const CATALOGUE_QUERY_TEXTS = {
  termTooLong: 'Der Suchbegriff ist zu lang (höchstens 200 Zeichen).',
  invalidFilters: 'Die Filter sind ungültig: erwartet wird ein JSON-Objekt mit Listen von Werten.',
  unknownSort: 'Diese Sortierung gibt es nicht.',
  invalidLimit: 'Die Anzahl (limit) muss eine ganze Zahl von 1 bis 100 sein.',
  invalidOffset: 'Der Versatz (offset) muss eine ganze Zahl ab 0 sein.',
  invalidCharacter: 'Diese Angabe enthält ein unzulässiges Zeichen.',
} as const

/** '{n} Artikel gefunden' (parts-shop-and-site.md section 2). */
const CATALOGUE_RESULT_COUNT = '{n} Artikel gefunden'

export function catalogueResultCountText(total: number): string {
  return fillPlaceholders(CATALOGUE_RESULT_COUNT, { n: total.toLocaleString('de-AT') })
}

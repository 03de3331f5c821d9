import { fillPlaceholders } from '../text/placeholders'

/** Branch search (ordering-storefront.md sections 2 and 8). */
export const BRANCH_SEARCH_PLACEHOLDER = 'PLZ / Ort'
export const BRANCH_SEARCH_NO_RESULTS = 'Leider wurden keine Ergebnisse gefunden.'
export const BRANCH_RESULT_COUNTER = '{n} von {m} Filialen werden angezeigt.'

/** Cart quick entry of the parts shop (parts-shop-and-site.md section 8). */
export const QUICK_ENTRY_LOADING = 'Produktstamm wird geladen...'
export const QUICK_ENTRY_NO_MATCH = 'Keine Einträge gefunden'

/** '3 von 12 Filialen werden angezeigt.' */
export function branchResultCounterText(shown: number, total: number): string {
  return fillPlaceholders(BRANCH_RESULT_COUNTER, { n: shown, m: total })
}

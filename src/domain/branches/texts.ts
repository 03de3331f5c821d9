import { fillPlaceholders } from '../text/placeholders'

/** Branch search (ordering-storefront.md sections 2 and 8). */
export const BRANCH_SEARCH_PLACEHOLDER = 'PLZ / Ort'
export const BRANCH_SEARCH_NO_RESULTS = 'Leider wurden keine Ergebnisse gefunden.'
const BRANCH_RESULT_COUNTER = '{n} von {m} Filialen werden angezeigt.'

/** '3 von 12 Filialen werden angezeigt.' */
export function branchResultCounterText(shown: number, total: number): string {
  return fillPlaceholders(BRANCH_RESULT_COUNTER, { n: shown, m: total })
}

import { ORDER_LIST_TEXTS as T } from './texts'

/** The header of the total column: 'Summe' instead of 'Summen > Brutto'. */
export function TotalLabel() {
  return <span>{T.total}</span>
}

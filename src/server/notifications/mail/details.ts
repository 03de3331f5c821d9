import type { OrderFacts } from '../orderFacts'
import { ORDER_DOCUMENT_LABELS as L } from '../texts'

export type Row = readonly [label: string, value: string]

/** Number, mode, appointment, table: the rows above the items. */
export function headerRows(facts: OrderFacts): Row[] {
  const rows: (Row | null)[] = [
    [facts.numberLabel, facts.uid],
    facts.customerReference ? [L.customerReference, facts.customerReference] : null,
    facts.modeLabel ? [L.mode, facts.modeLabel] : null,
    facts.appointment ? [L.appointment, facts.appointment] : null,
    facts.table ? [L.table, facts.table] : null,
  ]
  return rows.filter((row): row is Row => row !== null)
}

/** Delivery fee, VAT per rate and the grand total: the rows below the items. */
export function totalRows(facts: OrderFacts): Row[] {
  return [
    ...(facts.deliveryFee ? [[L.deliveryFee, facts.deliveryFee] as const] : []),
    ...facts.taxes.map((tax) => [tax.label, tax.tax] as const),
    [L.total, facts.total],
  ]
}

/** Payment method and comment: the rows after the totals. */
export function footerRows(facts: OrderFacts): Row[] {
  return [
    ...(facts.paymentMethod ? [[L.paymentMethod, facts.paymentMethod] as const] : []),
    ...(facts.comment ? [[L.comment, facts.comment] as const] : []),
  ]
}

/** '1 × Wiener Schnitzel' for pieces, '0,5 kg Bergkäse' for other units. */
export const lineTitle = (line: OrderFacts['lines'][number]): string =>
  line.unit === '' || line.unit === 'Stk.' ? `${line.amount} × ${line.name}` : `${line.amount} ${line.unit} ${line.name}`

import type { CartQuoteAnswer } from '@/src/domain/contracts/ordering'
import type { FoodLinePrice } from '@/src/domain/pricing'


const LEFT_OUT = /^items\.(\d+)(?:\.unit)?$/

/**
 * The quote's priced line for each cart item (null for items the server left out as not
 * orderable). The quote lists the priced lines in cart order, skipping the left-out items, whose
 * errors name them as `items.{index}` (or `items.{index}.unit`).
 */
export function linesByItem(quote: CartQuoteAnswer | null, itemCount: number): (FoodLinePrice | null)[] {
  if (!quote) return Array.from({ length: itemCount }, () => null)
  const leftOut = new Set((quote.errors ?? []).map((error) => LEFT_OUT.exec(error.field ?? '')?.[1]).filter(Boolean).map(Number))
  let next = 0
  return Array.from({ length: itemCount }, (_, index) => (leftOut.has(index) ? null : (quote.lines[next++] ?? null)))
}

/** The messages of items the server cannot price (not orderable, incomplete), by item index. */
export function itemMessages(quote: CartQuoteAnswer | null): Map<number, string[]> {
  const messages = new Map<number, string[]>()
  for (const error of quote?.errors ?? []) {
    const index = /^items\.(\d+)/.exec(error.field ?? '')?.[1]
    if (index === undefined) continue
    messages.set(Number(index), [...(messages.get(Number(index)) ?? []), error.message])
  }
  return messages
}

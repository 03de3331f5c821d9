import type { Entry } from './entry'
import type { RankRow } from './ranking'
import { STATISTICS_TEXTS as T } from './texts'

const UNKNOWN: Entry = { key: 'unknown', label: T.unknown }

/** A name as key, its German label where there is one, else the name itself; nothing is 'Unbekannt'. */
const named = (name: string | null | undefined, labels: Record<string, string>): Entry =>
  name ? { key: name, label: labels[name] ?? name } : UNKNOWN

/** A consent decision ('all', 'required', 'selected') as the storefront reports it. */
export const consentEntry = (name: string | null | undefined): Entry => named(name, T.consents)

/** A storefront event ('add-to-cart' → 'In den Warenkorb'). */
export const eventEntry = (name: string | null | undefined): Entry => named(name, T.events)

/** One step from an event to the next one of the same visit. */
export function eventFlowEntry(from: string | null | undefined, to: string | null | undefined): Entry {
  const a = eventEntry(from)
  const b = eventEntry(to)
  return { key: `${a.key} → ${b.key}`, label: T.flowStep(a.label, b.label) }
}

/** A kind of working activity ('vacation' → 'Urlaub'). */
export const activityTypeEntry = (type: string | null | undefined): Entry => named(type, T.activityTypes)

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/**
 * The 24 hours of the day in order ('00' to '23', labelled '08:00–09:00'), each with the count
 * of its row (0 without one). Rows are keyed by the two-digit hour.
 */
export function hoursOfDay(rows: readonly { key: string; count: string | number | null }[]): RankRow[] {
  const counts = new Map(rows.map((row) => [row.key, row.count]))
  return HOURS.map((hour) => {
    const key = String(hour).padStart(2, '0')
    return { key, label: T.hourOfDay(hour), count: counts.get(key) ?? 0 }
  })
}

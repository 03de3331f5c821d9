import { ANALYTICS_ENTRIES } from '@/src/domain/statistics'

import type { SqlParams } from './sql'

/** A kind of analytics entry: its category, and its type where it matters. */
export type EntryKind = { category: string; type?: string }

/** Analytics entries (alias `l`, or `alias`) of one kind. */
export const isKind = (p: SqlParams, kind: EntryKind, alias = 'l') =>
  `${alias}.category = ${p.add(kind.category, 'text')}${kind.type ? ` AND ${alias}.type = ${p.add(kind.type, 'text')}` : ''}`

/**
 * Who a visitor is, without any IP address: the session of the entry (alias `l`), or, for a device
 * report without session, that page load on its own. Entries without either are no visitor (null).
 */
export const visitorOf = (p: SqlParams) =>
  `CASE WHEN l.session_id IS NOT NULL THEN 's:' || l.session_id WHEN ${isKind(p, ANALYTICS_ENTRIES.deviceInit)} THEN 'e:' || l.id END`

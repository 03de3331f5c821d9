import { QR_TEXTS } from '@/src/domain/qr/texts'
import { MONEY_DECIMALS, STATISTICS_TEXTS as T, type Entry, type RankedList } from '@/src/domain/statistics'

import { QR_SCAN } from '../qr/scan'
import { rankedBy, type KeyRow, type Source } from './aggregates'
import type { RangeContext } from './context'
import { placedOrders } from './orders'
import { SqlParams } from './sql'

/** The orders that count with the QR code they came from (none: 'Direkt'). */
const withCodes = (source: Source): Source => ({ ...source, from: `${source.from} LEFT JOIN qr_codes q ON q.id = o.qr_code_id` })

/** An origin: a code by its name (`qr-code:{id}`), or 'Direkt' for orders without one. */
const originEntry = (row: KeyRow): Entry =>
  row.k0 ? { key: `qr-code:${row.k0}`, label: row.a0 || QR_TEXTS.deletedCode } : { key: 'direct', label: QR_TEXTS.direct }

/** Orders that count per origin: each QR code by name, 'Direkt' for orders without code (scope and `branch` apply). */
export function orderOrigins(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  return rankedBy(ctx, p, withCodes(placedOrders(ctx, p)), { keys: ['o.qr_code_id::text'], aggregates: ['max(q.name)'], count: 'count(*)' }, originEntry)
}

/** Gross revenue (euros, two decimals) of the orders that count per origin, as order-origins. */
export function revenueOrigins(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  const grouping = { keys: ['o.qr_code_id::text'], aggregates: ['max(q.name)'], count: 'coalesce(sum(o.totals_gross), 0)' }
  return rankedBy(ctx, p, withCodes(placedOrders(ctx, p)), grouping, originEntry, { decimals: MONEY_DECIMALS })
}

/** The scanned code's id from the entry (written by the server; anything else is no code). */
const SCANNED_CODE = `CASE WHEN l.data->>'code' ~ '^[0-9]{1,9}$' THEN (l.data->>'code')::int END`

/**
 * The scans of the range (analytics-log entries of category 'qr-code', action 'scan', see
 * src/server/qr/scan.ts) with their code. Scans are visitor statistics, the same for all staff;
 * `branch` narrows them to the codes of that branch (a table code: its table's branch).
 */
function scans(ctx: RangeContext, p: SqlParams): Source {
  const branch = ctx.branch === undefined ? [] : [`l.data->>'branch' = ${p.add(String(ctx.branch), 'text')}`]
  return {
    from: `analytics_logs l LEFT JOIN qr_codes q ON q.id = ${SCANNED_CODE}`,
    at: 'l.created_at',
    where: [`l.category = ${p.add(QR_SCAN.category, 'text')}`, `l.action = ${p.add(QR_SCAN.action, 'text')}`, `${SCANNED_CODE} IS NOT NULL`, ...branch],
  }
}

/** Scans per code, by its name (a deleted code by the identifier it had). */
export function qrCodeOrigins(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  const grouping = { keys: [`(${SCANNED_CODE})::text`], aggregates: ['max(q.name)', 'max(l.name)'], count: 'count(*)' }
  return rankedBy(ctx, p, scans(ctx, p), grouping, (row) => ({ key: `qr-code:${row.k0}`, label: row.a0 || row.a1 || QR_TEXTS.deletedCode }))
}

/** Scans per target path (the path the scan was sent to, without its query). */
export function qrCodeTargets(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  return rankedBy(ctx, p, scans(ctx, p), { keys: ['l.path'], count: 'count(*)' }, (row) =>
    row.k0 ? { key: row.k0, label: row.k0 } : { key: 'unknown', label: T.unknown },
  )
}

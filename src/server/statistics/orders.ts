import { NO_REVENUE_STATUSES, STATISTICS_TEXTS as T, type RankedList, type TimeSeries } from '@/src/domain/statistics'

import { byHourOfDay, fromRollups, rankedBy, seriesOf, type KeyRow, type Source } from './aggregates'
import { branchCondition, type RangeContext } from './context'
import { itemCount, productKey } from './orderLines'
import { ROLLUPS } from './rollups/schema'
import { SqlParams } from './sql'

/**
 * Orders placed in the range within the asker's branches: those that count (not cancelled,
 * rejected or failed), or (`counted` false) exactly those.
 */
export function placedOrders(ctx: RangeContext, p: SqlParams, counted = true): Source {
  const statuses = p.add(NO_REVENUE_STATUSES, 'enum_orders_status[]')
  return {
    from: 'orders o',
    at: 'o.created_at',
    where: [branchCondition(ctx, p, 'o.branch_id'), counted ? `NOT (o.status = ANY(${statuses}))` : `o.status = ANY(${statuses})`],
  }
}

/**
 * A daily roll-up of orders (`table`, alias `r`: order_days, item_days or tax_days) within the
 * asker's branches, the days' orders that count or (`counted` false) exactly the others.
 */
export function rolledUpOrders(ctx: RangeContext, p: SqlParams, table: string, counted = true): Source {
  const statuses = p.add(NO_REVENUE_STATUSES, 'text[]')
  return {
    from: `${ROLLUPS}.${table} r`,
    at: 'r.day',
    where: [branchCondition(ctx, p, 'r.branch_id'), counted ? `NOT (r.status = ANY(${statuses}))` : `r.status = ANY(${statuses})`],
    rollup: 'orders',
  }
}

/** The lines of the orders. */
const linesOf = (source: Source): Source => ({ ...source, from: `${source.from} JOIN orders_items i ON i._parent_id = o.id` })

/** Orders (`counted`: those that count, or the others) per bucket. */
function orderCount(ctx: RangeContext, counted: boolean): Promise<TimeSeries> {
  const p = new SqlParams()
  return fromRollups(ctx)
    ? seriesOf(ctx, p, rolledUpOrders(ctx, p, 'order_days', counted), 'sum(r.orders)')
    : seriesOf(ctx, p, placedOrders(ctx, p, counted), 'count(*)')
}

/** Orders placed per bucket (cancelled, rejected and failed ones left out). */
export const orders = (ctx: RangeContext) => orderCount(ctx, true)

/** Cancelled, rejected and failed orders per bucket. */
export const canceledOrders = (ctx: RangeContext) => orderCount(ctx, false)

/** Items sold per bucket (pieces by amount, weighed lines as 1). */
export function items(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  return fromRollups(ctx)
    ? seriesOf(ctx, p, rolledUpOrders(ctx, p, 'item_days'), 'coalesce(sum(r.items), 0)')
    : seriesOf(ctx, p, linesOf(placedOrders(ctx, p)), `coalesce(sum(${itemCount(p)}), 0)`)
}

/** Products by items sold, named as on their latest order (lines without product by their name). */
export function popularItems(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  const entryOf = (row: KeyRow) => ({ key: row.k0 ?? '', label: row.a0 || T.unknown })
  if (fromRollups(ctx)) {
    const grouping = { keys: ['r.product_key'], aggregates: ['(array_agg(r.name ORDER BY r.named_at DESC, r.named_order DESC))[1]'], count: 'sum(r.items)' }
    return rankedBy(ctx, p, rolledUpOrders(ctx, p, 'item_days'), grouping, entryOf)
  }
  const grouping = { keys: [productKey], aggregates: ['(array_agg(i.name ORDER BY o.created_at DESC, o.id DESC))[1]'], count: `sum(${itemCount(p)})` }
  return rankedBy(ctx, p, linesOf(placedOrders(ctx, p)), grouping, entryOf)
}

/** Orders per hour of the day (Vienna time), all 24 hours in order. */
export function orderTimes(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  return byHourOfDay(ctx, p, placedOrders(ctx, p), 'count(*)')
}

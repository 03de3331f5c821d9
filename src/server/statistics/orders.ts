import { NO_REVENUE_STATUSES, STATISTICS_TEXTS as T, type RankedList, type TimeSeries } from '@/src/domain/statistics'
import { COUNTED_UNITS } from '@/src/domain/units/units'

import { byHourOfDay, rankedBy, seriesOf, type Source } from './aggregates'
import { branchCondition, type RangeContext } from './context'
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

/** The lines of the orders. */
const linesOf = (source: Source): Source => ({ ...source, from: `${source.from} JOIN orders_items i ON i._parent_id = o.id` })

/** A line's items as the cart badge counts them: pieces, pairs and persons by amount, every other unit (kg, l …) as 1. */
const itemCount = (p: SqlParams) => `CASE WHEN i.unit IS NULL OR i.unit::text = ANY(${p.add(COUNTED_UNITS, 'text[]')}) THEN i.amount ELSE 1 END`

/** Orders placed per bucket (cancelled, rejected and failed ones left out). */
export function orders(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  return seriesOf(ctx, p, placedOrders(ctx, p), 'count(*)')
}

/** Cancelled, rejected and failed orders per bucket. */
export function canceledOrders(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  return seriesOf(ctx, p, placedOrders(ctx, p, false), 'count(*)')
}

/** Items sold per bucket (pieces by amount, weighed lines as 1). */
export function items(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  return seriesOf(ctx, p, linesOf(placedOrders(ctx, p)), `coalesce(sum(${itemCount(p)}), 0)`)
}

/** Products by items sold, named as on their latest order (lines without product by their name). */
export function popularItems(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  const grouping = {
    keys: [`coalesce('product:' || i.product_id::text, 'name:' || i.name)`],
    aggregates: ['(array_agg(i.name ORDER BY o.created_at DESC, o.id DESC))[1]'],
    count: `sum(${itemCount(p)})`,
  }
  return rankedBy(ctx, p, linesOf(placedOrders(ctx, p)), grouping, (row) => ({ key: row.k0 ?? '', label: row.a0 || T.unknown }))
}

/** Orders per hour of the day (Vienna time), all 24 hours in order. */
export function orderTimes(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  return byHourOfDay(ctx, p, placedOrders(ctx, p), 'count(*)')
}

import type { Revenue } from '@/src/domain/contracts/statistics'
import { roundTo } from '@/src/domain/money'
import { MONEY_DECIMALS, timeSeries } from '@/src/domain/statistics'

import { fromRollups, rolledUp, whereOf } from './aggregates'
import type { RangeContext } from './context'
import { placedOrders, rolledUpOrders } from './orders'
import { periodOf, SqlParams } from './sql'

type Row = { part: 'series' | 'rate'; period: string | null; gross: string | null; rate: string | null; net: string | null; tax: string | null }

/** The statement of the raw rows: the orders that count in the range and their VAT lines. */
function fromOrders(ctx: RangeContext, p: SqlParams): string {
  const source = placedOrders(ctx, p)
  return `WITH counted AS (
      SELECT o.id, o.created_at, o.totals_gross FROM ${source.from} WHERE ${whereOf(p, ctx, source)}
    ),
    lines AS (
      SELECT t.rate, coalesce(t.tax, 0) AS tax, t.net,
        coalesce(t.gross, (SELECT sum(i.gross) FROM orders_items i WHERE i._parent_id = t._parent_id AND i.tax_rate = t.rate), 0) AS gross
      FROM counted c JOIN orders_totals_taxes t ON t._parent_id = c.id
      WHERE t.rate IS NOT NULL
    )
    SELECT 'series' AS part, ${periodOf('c.created_at', ctx.range.granularity)} AS period, coalesce(sum(c.totals_gross), 0)::text AS gross,
        NULL AS rate, NULL AS net, NULL AS tax
      FROM counted c GROUP BY GROUPING SETS ((period), ())
    UNION ALL
    SELECT 'rate', NULL, sum(gross)::text, rate::text, sum(coalesce(net, gross - tax))::text, sum(tax)::text
      FROM lines GROUP BY rate`
}

/** The statement of the daily roll-ups (brought up to date first): the days' gross and VAT lines, each already added up as above. */
async function fromRollup(ctx: RangeContext, p: SqlParams): Promise<string> {
  const orderDays = rolledUpOrders(ctx, p, 'order_days')
  const taxDays = rolledUpOrders(ctx, p, 'tax_days')
  await rolledUp(ctx, orderDays)
  return `SELECT 'series' AS part, to_char(r.day, 'YYYY-MM-DD') AS period, coalesce(sum(r.gross), 0)::text AS gross, NULL AS rate, NULL AS net, NULL AS tax
      FROM ${orderDays.from} WHERE ${whereOf(p, ctx, orderDays)} GROUP BY GROUPING SETS ((period), ())
    UNION ALL
    SELECT 'rate', NULL, sum(r.gross)::text, r.rate::text, sum(r.net)::text, sum(r.tax)::text
      FROM ${taxDays.from} WHERE ${whereOf(p, ctx, taxDays)} GROUP BY r.rate`
}

/**
 * Gross revenue per bucket and over the range, from the stored order totals of the orders that
 * count, and the range split by tax rate (net, tax, gross) from the orders' VAT lines, in one
 * statement and exact numeric sums; rounded half-up to cents. A VAT line without net and gross
 * (parts-shop orders store rate and tax only) takes the gross of the order's lines of that rate.
 */
export async function revenue(ctx: RangeContext): Promise<Revenue> {
  const p = new SqlParams()
  const statement = fromRollups(ctx) ? await fromRollup(ctx, p) : fromOrders(ctx, p)
  const { rows } = await ctx.pool.query<Row>(statement, p.values)
  const series = timeSeries(
    ctx.periods.map((period) => period.period),
    rows.filter((row) => row.part === 'series').map((row) => ({ period: row.period, value: row.gross })),
    MONEY_DECIMALS,
  )
  const byTaxRate = rows
    .filter((row) => row.part === 'rate')
    .map((row) => ({
      rate: Number(row.rate),
      net: roundTo(row.net, MONEY_DECIMALS),
      tax: roundTo(row.tax, MONEY_DECIMALS),
      gross: roundTo(row.gross, MONEY_DECIMALS),
    }))
    .sort((a, b) => a.rate - b.rate)
  return { ...series, byTaxRate }
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import type { BranchScope } from '@/src/domain/roles'
import { periodsOf, statisticsRange } from '@/src/domain/statistics'
import { poolOf } from '@/src/server/db/pool'
import type { RangeContext } from '@/src/server/statistics/context'
import { ROLLUPS } from '@/src/server/statistics/rollups/schema'
import { RANGE_SETS } from '@/src/server/statistics/sets'

import { orderAt, startStatisticsContext, type StatisticsContext } from './support'

/**
 * The daily roll-ups (src/server/statistics/rollups) answer every set exactly as the raw tables
 * do, for every scope, and stay exact after changes: new and deleted entries, an order cancelled,
 * deleted or moved to another day. Data: nine days around the spring DST change (2025-03-30; the
 * test database is shared, and no other file uses these days), entries of 30 sessions and of page loads without session, orders of two branches in every status.
 */
let context: StatisticsContext
const RANGE = { from: '2025-03-26', to: '2025-04-03' }

/** A small deterministic generator, so a failure can be replayed. */
function numbers(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state % below
  }
}

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
]
const KINDS = [
  { category: 'navigation', type: 'page-view', names: ['/', '/store/wien', '/kontakt'] },
  { category: 'event', type: 'event', names: ['add-to-cart', 'initiate-checkout', 'purchase'] },
  { category: 'consent', type: 'update', names: ['all', 'required', 'selection'] },
  { category: 'device', type: 'init', names: ['device-init'] },
]
const REFERRERS = ['https://www.google.at/search?q=x', 'https://m.facebook.com/', '', 'https://www.google.at/maps']
const STATUSES = ['pending', 'confirmed', 'completed', 'canceled', 'rejected', 'failed']

/** `count` analytics entries at random moments of `days` days from `first` (default: the range's days and a day before and after). */
async function addLogs(random: (below: number) => number, count: number, first = Date.UTC(2025, 2, 25), days = 11): Promise<void> {
  const pool = poolOf(context.payload)
  for (let index = 0; index < count; index++) {
    const kind = KINDS[random(KINDS.length)]
    const at = new Date(first + random(days) * 86_400_000 + random(24 * 60) * 60_000).toISOString()
    const session = random(6) === 0 ? null : `s${random(30)}`
    const name = kind.names[random(kind.names.length)]
    const data = kind.category === 'device'
      ? { screenWidth: [1920, 390][random(2)], screenHeight: [1080, 844][random(2)], windowDevicePixelRatio: 1 + random(3), darkMode: random(2) === 0, documentReferrer: REFERRERS[random(4)] }
      : {}
    await pool.query(
      `INSERT INTO analytics_logs (category, type, name, data, session_id, path, user_agent, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [kind.category, kind.type, name, JSON.stringify(data), session, kind.category === 'navigation' ? name : null, AGENTS[random(AGENTS.length)], at],
    )
  }
}

/** `count` orders of both branches in every status, with one or two lines. */
async function addOrders(random: (below: number) => number, count: number): Promise<number[]> {
  const { payload, world } = context
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const schnitzels = 1 + random(3)
    const beers = random(3)
    const gross = 12.9 * schnitzels + 4.5 * beers
    const items = [
      { product: world.products.schnitzel, name: ['Wiener Schnitzel', 'Schnitzel Wiener Art'][random(2)], amount: schnitzels, unit: 'amount', unitPrice: 12.9, taxRate: 10, gross: 12.9 * schnitzels },
      ...(beers ? [{ product: world.products.beer, name: 'Zipfer Märzen', amount: beers, unit: 'amount', unitPrice: 4.5, taxRate: 20, gross: 4.5 * beers }] : []),
    ]
    const taxes = [{ rate: 10, net: +(12.9 * schnitzels / 1.1).toFixed(2), tax: +(12.9 * schnitzels - 12.9 * schnitzels / 1.1).toFixed(2), gross: 12.9 * schnitzels },
      ...(beers ? [{ rate: 20, tax: +(4.5 * beers - 4.5 * beers / 1.2).toFixed(2) }] : [])]
    const at = new Date(Date.UTC(2025, 2, 25 + random(11), random(24), random(60))).toISOString()
    ids.push(
      await orderAt(payload, world, at, {
        status: STATUSES[random(STATUSES.length)],
        branch: random(3) === 0 ? world.branches.other.id : world.branches.open.id,
        items,
        totals: { net: +(gross / 1.15).toFixed(2), tax: +(gross - gross / 1.15).toFixed(2), gross, deliveryFee: 0, taxes },
      }),
    )
  }
  return ids
}

/** The context of a call over `range` as `scope` asks, read from the roll-ups or the raw rows. */
function contextOf(scope: BranchScope, useRollups: boolean, branch?: number, range = RANGE): RangeContext {
  const parsed = statisticsRange(range)
  if (!parsed.ok) throw new Error('bad range')
  return { pool: poolOf(context.payload), scope, userId: context.world.staff.admin.id, now: new Date(), range: parsed.value, periods: periodsOf(parsed.value), branch, useRollups }
}

/** Every set over `range` (RANGE unless given) both ways, for admins, an employee of one branch and a branch filter. */
async function expectRollupsEqualRaw(range = RANGE): Promise<void> {
  const { open, other } = context.world.branches
  const askers: [string, BranchScope, number | undefined][] = [
    ['admin', { all: true }, undefined],
    ['employee', { all: false, branchIds: [open.id] }, undefined],
    ['admin, other branch', { all: true }, other.id],
  ]
  for (const [who, scope, branch] of askers) {
    for (const [set, compute] of RANGE_SETS) {
      const rolledUp = await compute(contextOf(scope, true, branch, range))
      const raw = await compute(contextOf(scope, false, branch, range))
      expect([who, set, rolledUp]).toEqual([who, set, raw])
    }
  }
}

const dueDays = async () => (await poolOf(context.payload).query(`SELECT source, to_char(day, 'YYYY-MM-DD') AS day FROM ${ROLLUPS}.dirty_days ORDER BY 1, 2`)).rows

let orderIds: number[]
beforeAll(async () => {
  context = await startStatisticsContext()
  const random = numbers(23)
  await addLogs(random, 600)
  orderIds = await addOrders(random, 40)
})
afterAll(() => context.close())

describe('daily roll-ups', () => {
  it('note the days a change touched, and a call over the range recomputes them once', async () => {
    expect((await dueDays()).length).toBeGreaterThan(10)
    await expectRollupsEqualRaw()
    const left = await dueDays()
    // Only days outside the range stay noted (the day before and after it, and the day the orders were created on).
    expect(left.every((row: { day: string }) => row.day < RANGE.from || row.day > RANGE.to)).toBe(true)
  })

  it('answer like the raw rows for every set and scope', async () => {
    const rows = await poolOf(context.payload).query(`SELECT (SELECT count(*) FROM ${ROLLUPS}.visitor_hours)::int AS visitors, (SELECT count(*) FROM ${ROLLUPS}.item_days)::int AS items`)
    expect(rows.rows[0].visitors).toBeGreaterThan(0)
    expect(rows.rows[0].items).toBeGreaterThan(0)
    await expectRollupsEqualRaw()
  })

  it('stay exact after new and deleted entries and orders cancelled, deleted, moved and added', async () => {
    const { payload } = context
    const pool = poolOf(payload)
    await expectRollupsEqualRaw()
    await addLogs(numbers(42), 80)
    await pool.query(`DELETE FROM analytics_logs WHERE id IN (SELECT id FROM analytics_logs WHERE created_at >= '2025-03-25' AND created_at < '2025-04-05' ORDER BY id LIMIT 50)`)
    await payload.update({ collection: 'orders', id: orderIds[0], data: { status: 'canceled' } as never, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'orders', id: orderIds[1], data: { items: [{ product: context.world.products.beer, name: 'Zipfer Märzen', amount: 7, unit: 'amount', unitPrice: 4.5, taxRate: 20, gross: 31.5 }] } as never, depth: 0, overrideAccess: true })
    await payload.delete({ collection: 'orders', id: orderIds[2], depth: 0, overrideAccess: true })
    await pool.query(`UPDATE orders SET created_at = '2025-04-02T12:00:00Z' WHERE id = $1`, [orderIds[3]])
    await addOrders(numbers(7), 5)
    await expectRollupsEqualRaw()
  })

  it('recomputes a range longer than one batch of days, newest first, until no day is left noted', async () => {
    const long = { from: '2025-01-01', to: '2025-03-15' }
    await addLogs(numbers(99), 300, Date.UTC(2025, 0, 1), 74)
    expect((await dueDays()).filter((row: { day: string }) => row.day >= long.from && row.day <= long.to).length).toBeGreaterThan(40)
    await expectRollupsEqualRaw(long)
    expect((await dueDays()).filter((row: { day: string }) => row.day >= long.from && row.day <= long.to)).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DateTime } from 'luxon'

import { poolOf } from '@/src/server/db/pool'
import { seedAnalytics } from '@/seed/analytics'
import { seedBranches } from '@/seed/ordering/branches'
import { seedMenus } from '@/seed/ordering/menus'
import { seedQrCodes } from '@/seed/site/qrCodes'
import { seedStatisticsDemo, type StatisticsDemoResult } from '@/seed/statisticsDemo'

import { countsOf, startStatisticsContext, valuesOf, type Answer, type StatisticsContext } from '../statistics/support'
import { withEnvironment } from '../support/environment'

/**
 * The statistics demo of the seed (issue 23 item 6): 90 days of visits, events, consent decisions,
 * QR scans and orders, so the dashboard shows something real on a fresh start. Seeds what the
 * history needs (the demo branches with their tables, the menu, the QR codes), as `seed` runs them,
 * then asks GET /api/statistics/{set} for the last 30 days as an admin. The history is removed
 * again afterwards: the other statistics tests count exactly on dates within the last 90 days.
 */
let context: StatisticsContext
let token: string
let result: StatisticsDemoResult | null
let branchIds: number[]
let lastLogBefore: number
const now = new Date()

const DAY = 86_400_000
const viennaDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(at)
const LAST_30_DAYS = { from: viennaDay(new Date(now.getTime() - 29 * DAY)), to: viennaDay(now) }
const NO_REVENUE = ['canceled', 'rejected', 'failed']

const pool = () => poolOf(context.payload)
const demoOrderCount = async () =>
  Number((await pool().query(`SELECT count(*) FROM orders WHERE idempotency_key LIKE 'demo-history:%'`)).rows[0].count)
const logCount = async () => Number((await pool().query(`SELECT count(*) FROM analytics_logs`)).rows[0].count)

/** The set for the last 30 days as the admin; it must answer 200. */
async function lastMonth(set: string, query: Record<string, string | number> = {}): Promise<Answer> {
  const { status, body } = await context.statistics(set, { ...LAST_30_DAYS, ...query }, token)
  expect(status).toBe(200)
  return body
}

beforeAll(async () => {
  context = await startStatisticsContext()
  token = context.world.staff.admin.token
  const { payload } = context
  lastLogBefore = Number((await pool().query(`SELECT coalesce(max(id), 0) AS id FROM analytics_logs`)).rows[0].id)
  branchIds = (await seedBranches(payload)).branchIds
  await seedMenus(payload, branchIds, now)
  await seedQrCodes(payload, branchIds)
  result = await seedStatisticsDemo(payload, { now })
}, 120_000)

afterAll(async () => {
  if (context) {
    await pool().query(`DELETE FROM orders WHERE idempotency_key LIKE 'demo-history:%'`)
    await pool().query(`DELETE FROM analytics_logs WHERE id > $1`, [lastLogBefore])
    await context.close()
  }
})

describe('the statistics demo of the seed', () => {
  it('writes 90 days of orders and a few thousand analytics entries', async () => {
    expect(result).not.toBeNull()
    expect(result!.orders).toBeGreaterThanOrEqual(600)
    expect(result!.orders).toBeLessThanOrEqual(1500)
    expect(result!.entries).toBeGreaterThanOrEqual(3000)
    expect(await demoOrderCount()).toBe(result!.orders)
    const { rows } = await pool().query<{ first: Date; last: Date }>(
      `SELECT min(created_at) AS first, max(created_at) AS last FROM orders WHERE idempotency_key LIKE 'demo-history:%'`,
    )
    expect(now.getTime() - new Date(rows[0].first).getTime()).toBeGreaterThan(85 * DAY)
    expect(now.getTime() - new Date(rows[0].first).getTime()).toBeLessThan(91 * DAY)
    expect(new Date(rows[0].last).getTime()).toBeLessThanOrEqual(now.getTime())
  })

  it('stores complete orders as the checkout does: lines, totals, VAT lines, number and link hash', async () => {
    const { docs } = await context.payload.find({
      collection: 'orders',
      where: { and: [{ idempotencyKey: { like: 'demo-history:' } }, { mode: { not_equals: 'delivery' } }] },
      limit: 25,
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(25)
    for (const order of docs) {
      const day = viennaDay(new Date(order.createdAt)).replace(/-/g, '')
      expect(order.uid).toMatch(new RegExp(`^${day}-\\d{4,}$`))
      expect(order.hash).toMatch(/^[\w-]{32}$/)
      expect(order).toMatchObject({ shop: 'ordering', paymentStatus: 'onSite', requestFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) })
      expect(order.items?.length).toBeGreaterThan(0)
      const cents = (value: number | null | undefined) => Math.round((value ?? 0) * 100)
      const lines = (order.items ?? []).reduce((sum, item) => sum + cents(item.gross), 0)
      expect(lines).toBe(cents(order.totals?.gross))
      const taxes = order.totals?.taxes ?? []
      expect(taxes.length).toBeGreaterThan(0)
      expect(taxes.reduce((sum, tax) => sum + cents(tax.gross), 0)).toBe(cents(order.totals?.gross))
      expect(taxes.reduce((sum, tax) => sum + cents(tax.net) + cents(tax.tax), 0)).toBe(cents(order.totals?.gross))
      if (order.status !== 'pending') expect(new Date(order.statusChangedAt!).getTime()).toBeGreaterThan(new Date(order.createdAt).getTime())
      if (order.mode === 'dineIn') expect(order.table).toEqual(expect.any(Number))
    }
  })

  it('is idempotent: seeding again adds nothing', async () => {
    const [orders, logs] = [await demoOrderCount(), await logCount()]
    const again = await seedStatisticsDemo(context.payload, { now })
    expect(again).toMatchObject({ orders: 0, entries: 0 })
    expect(await demoOrderCount()).toBe(orders)
    expect(await logCount()).toBe(logs)
  })

  it('writes nothing in production, like the demo accounts', async () => {
    const [orders, logs] = [await demoOrderCount(), await logCount()]
    expect(await withEnvironment({ NODE_ENV: 'production' }, () => seedStatisticsDemo(context.payload, { now: new Date(now.getTime() + DAY) }))).toBeNull()
    expect(await demoOrderCount()).toBe(orders)
    expect(await logCount()).toBe(logs)
  })
})

describe('the dashboard of the last 30 days on the demo data', () => {
  it('orders, cancelled orders and revenue: cancelled and rejected orders bring no revenue', async () => {
    // Scoped to the Vienna branch: other test files share the database and place orders of their own (some with absurd totals).
    const wien = branchIds[0]
    const [orders, canceled, revenue] = [
      await lastMonth('orders', { branch: wien }), await lastMonth('canceled-orders', { branch: wien }), await lastMonth('revenue', { branch: wien }),
    ]
    expect(orders.data.total).toBeGreaterThan(80)
    expect(canceled.data.total).toBeGreaterThan(0)
    const { rows } = await pool().query<{ all: string; counted: string; gross: string; all_gross: string }>(
      `SELECT count(*) AS all, count(*) FILTER (WHERE NOT (status::text = ANY($3))) AS counted,
          coalesce(sum(totals_gross) FILTER (WHERE NOT (status::text = ANY($3))), 0) AS gross, coalesce(sum(totals_gross), 0) AS all_gross
        FROM orders WHERE branch_id = $4 AND (created_at AT TIME ZONE 'Europe/Vienna')::date BETWEEN $1::date AND $2::date`,
      [LAST_30_DAYS.from, LAST_30_DAYS.to, NO_REVENUE, wien],
    )
    expect(orders.data.total).toBe(Number(rows[0].counted))
    expect(orders.data.total + canceled.data.total).toBe(Number(rows[0].all))
    expect(revenue.data.total).toBeCloseTo(Number(rows[0].gross), 2)
    expect(revenue.data.total).toBeLessThan(Number(rows[0].all_gross))
    expect(revenue.data.total / orders.data.total).toBeGreaterThan(10)
    expect(revenue.data.total / orders.data.total).toBeLessThan(150)
    // food 10 %, drinks 20 %
    expect((revenue.data.byTaxRate as { rate: number }[]).map((line) => line.rate)).toEqual(expect.arrayContaining([10, 20]))
    // All branches: non-empty as well.
    expect((await lastMonth('orders')).data.total).toBeGreaterThanOrEqual(orders.data.total)
    expect((await lastMonth('revenue')).data.total).toBeGreaterThan(0)
  })

  it('orders follow the week and the day: none on Sundays, more on Fridays and Saturdays, lunch and dinner peaks', async () => {
    const wien = branchIds[0]
    const perDay = (await lastMonth('orders', { branch: wien })).data.data as { period: string; value: number }[]
    const weekday = (period: string) => new Date(`${period}T12:00:00Z`).getUTCDay()
    const average = (days: number[]) => {
      const values = perDay.filter((point) => days.includes(weekday(point.period))).map((point) => point.value)
      return values.reduce((sum, value) => sum + value, 0) / values.length
    }
    expect(average([0])).toBe(0)
    expect(average([5, 6])).toBeGreaterThan(average([1, 2]))

    const hours = new Map(countsOf(await lastMonth('order-times', { branch: wien })))
    for (const hour of ['00', '03', '07', '09', '22', '23']) expect(hours.get(hour)).toBe(0)
    expect(Math.max(hours.get('12')!, hours.get('13')!)).toBeGreaterThan(hours.get('16')!)
    expect(Math.max(hours.get('18')!, hours.get('19')!, hours.get('20')!)).toBeGreaterThan(hours.get('16')!)
  })

  it('visitors, page views, browsers, consents and events', async () => {
    const visitors = await lastMonth('unique-visitors')
    const views = await lastMonth('page-views')
    expect(visitors.data.total).toBeGreaterThan(200)
    expect(views.data.total).toBeGreaterThan(visitors.data.total)
    expect(valuesOf(visitors).filter((value) => value > 0).length).toBeGreaterThanOrEqual(28)

    const browsers = countsOf(await lastMonth('browsers')).map(([key]) => key)
    expect(browsers).toEqual(expect.arrayContaining(['chrome', 'mobile-safari', 'edge', 'firefox', 'safari']))
    const systems = countsOf(await lastMonth('operating-systems')).map(([key]) => key)
    expect(systems).toEqual(expect.arrayContaining(['windows', 'ios', 'android', 'mac-os']))

    const pages = countsOf(await lastMonth('pages')).map(([key]) => key)
    expect(pages).toEqual(expect.arrayContaining(['/', '/store/wien-mariahilf', '/store/graz-lend/checkout', '/leistungen/catering', '/kontakt']))
    const referrers = countsOf(await lastMonth('referrers')).map(([key]) => key)
    expect(referrers).toEqual(expect.arrayContaining(['direct', 'google.com', 'instagram.com']))

    expect(countsOf(await lastMonth('consents')).map(([key]) => key)).toEqual(expect.arrayContaining(['all', 'required', 'selected']))
    const events = new Map(countsOf(await lastMonth('events')))
    expect(events.get('add-to-cart')!).toBeGreaterThan(events.get('initiate-checkout')!)
    expect(events.get('initiate-checkout')!).toBeGreaterThan(events.get('purchase')!)
    expect(events.get('purchase')!).toBeGreaterThan(0)
  })

  it('popular items: the Wiener Schnitzel leads', async () => {
    expect(((await lastMonth('popular-items')).data.data as unknown[]).length).toBeGreaterThan(5)
    const items = (await lastMonth('popular-items', { branch: branchIds[0] })).data.data as { label: string; count: number }[]
    expect(items.length).toBeGreaterThan(5)
    expect(items.slice(0, 3).map((item) => item.label)).toContain('Wiener Schnitzel vom Kalb')
  })

  it('order origins: most orders direct, a share from the QR codes; scans per code', async () => {
    const origins = (await lastMonth('order-origins')).data.data as { key: string; label: string; count: number }[]
    const direct = origins.find((origin) => origin.key === 'direct')
    expect(direct).toMatchObject({ label: 'Direkt' })
    const fromCodes = origins.filter((origin) => origin.key.startsWith('qr-code:'))
    expect(fromCodes.length).toBeGreaterThanOrEqual(1)
    expect(fromCodes.map((origin) => origin.label)).toEqual(expect.arrayContaining([expect.stringMatching(/^Tischaufsteller Graz Tisch \d$/), 'Schaufenster Graz']))
    // In Vienna nearly every order comes direct, in Graz a good share from the table stands.
    const share = async (branch: number) => {
      const entries = (await lastMonth('order-origins', { branch })).data.data as { key: string; share: number }[]
      return entries.filter((entry) => entry.key !== 'direct').reduce((sum, entry) => sum + entry.share, 0)
    }
    const [wien, graz] = branchIds
    expect(await share(wien)).toBeLessThan(0.2)
    expect(await share(graz)).toBeGreaterThan(0.2)

    const revenueOrigins = (await lastMonth('revenue-origins')).data.data as { key: string }[]
    expect(revenueOrigins.some((origin) => origin.key.startsWith('qr-code:'))).toBe(true)

    const scans = (await lastMonth('qr-code-origins')).data.data as { label: string; count: number }[]
    expect(scans.map((scan) => scan.label)).toEqual(expect.arrayContaining(['Flyer Catering', 'Schaufenster Graz', 'Tischaufsteller Graz Tisch 1']))
    const targets = countsOf(await lastMonth('qr-code-targets')).map(([key]) => key)
    expect(targets).toEqual(expect.arrayContaining(['/leistungen/catering', '/store/graz-lend']))
  })
})

describe('the demo visit of the analysis seed', () => {
  it('files its consent decision as the storefront does', async () => {
    await seedAnalytics(context.payload, { branchIds, adminId: null }, now)
    const { rows } = await pool().query<{ category: string; type: string; name: string; data: { settings: Record<string, boolean>; version: string; path: string } }>(
      `SELECT category, type, name, data FROM analytics_logs WHERE session_id = 'demo-sitzung-1' AND category = 'consent'`,
    )
    expect(rows).toEqual([expect.objectContaining({ category: 'consent', type: 'update', name: 'required' })])
    expect(rows[0].data).toMatchObject({ settings: expect.objectContaining({ essential: true }), version: expect.any(String), path: '/' })
    expect(Object.entries(rows[0].data.settings).filter(([, granted]) => granted).map(([service]) => service)).toEqual(['essential'])
  })
})

describe('seeding again later', () => {
  it('adds what has happened since and settles the orders that were still open', async () => {
    // Next Friday at 12:40 in Vienna, in the middle of lunch (after the dashboard tests: the range above ends today).
    const today = DateTime.fromJSDate(now, { zone: 'Europe/Vienna' })
    const lunch = today.plus({ days: (5 - today.weekday + 7) % 7 || 7 }).set({ hour: 12, minute: 40, second: 0, millisecond: 0 }).toJSDate()
    const openAt = async (at: Date) =>
      Number((await pool().query(
        `SELECT count(*) FROM orders WHERE idempotency_key LIKE 'demo-history:%' AND status::text IN ('pending', 'confirmed', 'inDelivery') AND created_at <= $1`,
        [at],
      )).rows[0].count)

    const atLunch = await seedStatisticsDemo(context.payload, { now: lunch })
    expect(atLunch!.orders).toBeGreaterThan(0)
    const open = await openAt(lunch)
    expect(open).toBeGreaterThan(0)

    // The next evening: a day and a half of demand later (about 15 orders), so some were planned in between
    // whatever the date (three hours of one afternoon held none on some Fridays).
    const nextEvening = new Date(lunch.getTime() + 30 * 3_600_000)
    const later = await seedStatisticsDemo(context.payload, { now: nextEvening })
    expect(later!.settled).toBeGreaterThanOrEqual(open)
    expect(later!.orders).toBeGreaterThan(0)
    expect(later!.entries).toBeGreaterThan(0)
    expect(await openAt(lunch)).toBe(0)
    const { rows } = await pool().query(`SELECT count(*) AS all, count(DISTINCT idempotency_key) AS keys FROM orders WHERE idempotency_key LIKE 'demo-history:%'`)
    expect(rows[0].keys).toBe(rows[0].all)
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { poolOf } from '@/src/server/db/pool'

import { countsOf, startStatisticsContext, valuesOf, type StatisticsContext } from './support'

/**
 * Visitor statistics (issue 23) from analytics entries as the storefront files them, around the
 * autumn DST change. Visits of 2026-10-23 to 2026-10-26 (Vienna; UTC+2 until 03:00 of the 25th,
 * UTC+1 after; nothing on the 24th):
 * - session a: 23rd 10:00 Chrome/Windows 1920×1080, from Google, consents to all, two pages, add-to-cart
 *   then initiate-checkout; back on the 26th at 19:00 for one page
 * - session b: 25th 02:30 before and 02:30 after the change, iPhone 390×844 dark, from Facebook,
 *   required consent only, two add-to-cart
 * - session c: 25th 11:00 Firefox/Linux 1920×1080, no referrer, add-to-cart, initiate-checkout, purchase
 * - a page load without session: 26th 08:00 Chrome/Windows, from Google Maps
 */
let context: StatisticsContext
let token: string
let employeeToken: string
const RANGE = { from: '2026-10-23', to: '2026-10-26' }

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

type Log = { at: string; session: string | null; category: string; type: string; name: string; path?: string; data?: Record<string, unknown>; userAgent?: string }

const device = (at: string, session: string | null, userAgent: string, data: Record<string, unknown>): Log => ({
  at, session, category: 'device', type: 'init', name: 'device-init', userAgent, data: { ...data, path: '/' },
})
const view = (at: string, session: string | null, path: string): Log => ({ at, session, category: 'navigation', type: 'page-view', name: path, path, data: { source: 'router', path } })
const event = (at: string, session: string, name: string): Log => ({ at, session, category: 'event', type: 'event', name })
const consent = (at: string, session: string, name: string): Log => ({ at, session, category: 'consent', type: 'update', name })

const A = { screenWidth: 1920, screenHeight: 1080, windowDevicePixelRatio: 1, darkMode: false, documentReferrer: 'https://www.google.at/search?q=schnitzel' }
const B = { screenWidth: 390, screenHeight: 844, windowDevicePixelRatio: 3, darkMode: true, documentReferrer: 'https://m.facebook.com/' }
const C = { screenWidth: 1920, screenHeight: 1080, windowDevicePixelRatio: 2, documentReferrer: '' }
const N = { screenWidth: 1920, screenHeight: 1080, windowDevicePixelRatio: 1, darkMode: false, documentReferrer: 'https://www.google.at/maps' }

const LOGS: Log[] = [
  device('2026-10-23T08:00:00Z', 'a', CHROME_WINDOWS, A),
  view('2026-10-23T08:00:05Z', 'a', '/'),
  consent('2026-10-23T08:00:10Z', 'a', 'all'),
  view('2026-10-23T08:01:00Z', 'a', '/store/wien'),
  event('2026-10-23T08:02:00Z', 'a', 'add-to-cart'),
  event('2026-10-23T08:03:00Z', 'a', 'initiate-checkout'),
  view('2026-10-26T18:00:00Z', 'a', '/'),
  device('2026-10-25T00:30:00Z', 'b', SAFARI_IPHONE, B),
  view('2026-10-25T00:30:05Z', 'b', '/'),
  consent('2026-10-25T00:30:10Z', 'b', 'required'),
  event('2026-10-25T00:31:00Z', 'b', 'add-to-cart'),
  event('2026-10-25T00:32:00Z', 'b', 'add-to-cart'),
  device('2026-10-25T01:30:00Z', 'b', SAFARI_IPHONE, B),
  view('2026-10-25T01:30:05Z', 'b', '/store/wien'),
  device('2026-10-25T10:00:00Z', 'c', FIREFOX_LINUX, C),
  view('2026-10-25T10:00:05Z', 'c', '/store/wien'),
  event('2026-10-25T10:01:00Z', 'c', 'add-to-cart'),
  event('2026-10-25T10:02:00Z', 'c', 'initiate-checkout'),
  event('2026-10-25T10:03:00Z', 'c', 'purchase'),
  device('2026-10-26T07:00:00Z', null, CHROME_WINDOWS, N),
  view('2026-10-26T07:00:05Z', null, '/'),
  // outside: 23:00 of the 22nd and 00:00 of the 27th in Vienna
  view('2026-10-22T21:00:00Z', 'z', '/'),
  device('2026-10-26T23:00:00Z', 'y', CHROME_WINDOWS, A),
  view('2026-10-26T23:00:05Z', 'y', '/'),
  // spring: 03:30 CEST on 2026-03-29
  view('2026-03-29T01:30:00Z', 'm', '/'),
]

beforeAll(async () => {
  context = await startStatisticsContext()
  token = context.world.staff.admin.token
  employeeToken = context.world.staff.employee.token
  const pool = poolOf(context.payload)
  for (const log of LOGS) {
    await pool.query(
      `INSERT INTO analytics_logs (category, type, name, data, session_id, path, user_agent, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [log.category, log.type, log.name, JSON.stringify(log.data ?? {}), log.session, log.path ?? null, log.userAgent ?? null, log.at],
    )
  }
})
afterAll(() => context.close())

describe('time series of visitors and page views', () => {
  it('counts unique visitors per day by session (a page load without session on its own); the total counts each visitor once', async () => {
    const { status, body } = await context.statistics('unique-visitors', RANGE, token)
    expect(status).toBe(200)
    expect(body.data.data).toEqual([
      { period: '2026-10-23', value: 1 },
      { period: '2026-10-24', value: 0 },
      { period: '2026-10-25', value: 2 },
      { period: '2026-10-26', value: 2 },
    ])
    // a, b, c and the page load without session: a's second visit is not a new visitor
    expect(body.data.total).toBe(4)
  })

  it('counts page views per day', async () => {
    const { body } = await context.statistics('page-views', RANGE, token)
    expect(valuesOf(body)).toEqual([2, 0, 3, 2])
    expect(body.data.total).toBe(7)
  })

  it('per hour on the autumn DST day: session b in both 02:00 hours is one visitor of the bucket 02', async () => {
    const visitors = await context.statistics('unique-visitors', { from: '2026-10-25', to: '2026-10-25' }, token)
    const nonZero = (body: typeof visitors.body) => (body.data.data as { period: string; value: number }[]).filter((point) => point.value > 0)
    expect(visitors.body.data.data).toHaveLength(24)
    expect(nonZero(visitors.body)).toEqual([{ period: '2026-10-25T02', value: 1 }, { period: '2026-10-25T11', value: 1 }])
    const views = await context.statistics('page-views', { from: '2026-10-25', to: '2026-10-25' }, token)
    expect(nonZero(views.body)).toEqual([{ period: '2026-10-25T02', value: 2 }, { period: '2026-10-25T11', value: 1 }])
  })

  it('per hour on the spring DST day: the view at 03:30 is in the bucket 03, the day has 23', async () => {
    const { body } = await context.statistics('page-views', { from: '2026-03-29', to: '2026-03-29' }, token)
    expect(body.data.data).toHaveLength(23)
    expect(body.data.data[2]).toEqual({ period: '2026-03-29T03', value: 1 })
  })

  it('counts distinct visitors per hour of the day', async () => {
    const { body } = await context.statistics('visitor-times', RANGE, token)
    const data = body.data.data as { key: string; count: number }[]
    expect(data).toHaveLength(24)
    expect(data.filter((hour) => hour.count > 0).map((hour) => [hour.key, hour.count])).toEqual([['02', 1], ['08', 1], ['10', 1], ['11', 1], ['19', 1]])
    expect(body.data.total).toBe(5)
  })

  it('shows visitor statistics to employees as well (they name no branch)', async () => {
    expect((await context.statistics('unique-visitors', RANGE, employeeToken)).body.data.total).toBe(4)
  })
})

describe('ranked lists of pages, consents and events', () => {
  it('ranks pages by views', async () => {
    const { body } = await context.statistics('pages', RANGE, token)
    expect(body.data.data).toEqual([
      { key: '/', label: '/', count: 4, share: 0.5714 },
      { key: '/store/wien', label: '/store/wien', count: 3, share: 0.4286 },
    ])
    expect(body.data.total).toBe(7)
  })

  it('counts consent decisions with German labels', async () => {
    const { body } = await context.statistics('consents', RANGE, token)
    expect(body.data).toEqual({
      data: [
        { key: 'all', label: 'Alle akzeptiert', count: 1, share: 0.5 },
        { key: 'required', label: 'Nur notwendige', count: 1, share: 0.5 },
      ],
      total: 2,
    })
  })

  it('counts events by name', async () => {
    const { body } = await context.statistics('events', RANGE, token)
    expect(body.data.data).toEqual([
      { key: 'add-to-cart', label: 'In den Warenkorb', count: 4, share: 0.5714 },
      { key: 'initiate-checkout', label: 'Zur Kasse', count: 2, share: 0.2857 },
      { key: 'purchase', label: 'Bestellung abgeschlossen', count: 1, share: 0.1429 },
    ])
  })

  it('counts the steps from one event to the next within a session', async () => {
    const { body } = await context.statistics('event-flow', RANGE, token)
    expect(body.data.data).toEqual([
      { key: 'add-to-cart → initiate-checkout', label: 'In den Warenkorb → Zur Kasse', count: 2, share: 0.5 },
      { key: 'add-to-cart → add-to-cart', label: 'In den Warenkorb → In den Warenkorb', count: 1, share: 0.25 },
      { key: 'initiate-checkout → purchase', label: 'Zur Kasse → Bestellung abgeschlossen', count: 1, share: 0.25 },
    ])
    expect(body.data.total).toBe(4)
  })

  it('answers empty lists for a day without data', async () => {
    for (const set of ['pages', 'consents', 'events', 'event-flow', 'browsers', 'referrers']) {
      const { status, body } = await context.statistics(set, { from: '2026-10-24', to: '2026-10-24' }, token)
      expect([set, status, body.data]).toEqual([set, 200, { data: [], total: 0 }])
    }
  })
})

describe('devices, referrers, browsers and operating systems (visitors per value)', () => {
  it.each<[string, [string, number][]]>([
    ['resolutions', [['1920x1080', 3], ['390x844', 1]]],
    ['device-pixel-ratios', [['1', 2], ['2', 1], ['3', 1]]],
    ['color-schemes', [['light', 2], ['dark', 1], ['unknown', 1]]],
    // two Google addresses are one host; no referrer is 'direct'
    ['referrers', [['google.at', 2], ['direct', 1], ['m.facebook.com', 1]]],
    ['browsers', [['chrome', 2], ['firefox', 1], ['mobile-safari', 1]]],
    ['operating-systems', [['windows', 2], ['ios', 1], ['linux', 1]]],
  ])('%s', async (set, expected) => {
    const { body } = await context.statistics(set, RANGE, token)
    expect(countsOf(body)).toEqual(expected)
    expect(body.data.total).toBe(4)
  })

  it('labels them in German where there is something to say', async () => {
    const labels = async (set: string) => ((await context.statistics(set, RANGE, token)).body.data.data as { label: string }[]).map((entry) => entry.label)
    expect(await labels('resolutions')).toEqual(['1920 × 1080', '390 × 844'])
    expect(await labels('device-pixel-ratios')).toEqual(['1x', '2x', '3x'])
    expect(await labels('color-schemes')).toEqual(['Hell', 'Dunkel', 'Unbekannt'])
    expect(await labels('referrers')).toEqual(['google.at', 'Direkt / ohne Verweis', 'm.facebook.com'])
    expect(await labels('browsers')).toEqual(['Chrome', 'Firefox', 'Mobile Safari'])
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { orderApi } from '../ordering/client'
import { takeawayCheckout } from '../ordering/fixtures'
import { orderAt, startStatisticsContext, type Answer, type StatisticsContext } from '../statistics/support'
import { createCode, IPAD, IPHONE, scan, scanAt, WINDOWS } from './fixtures'

/**
 * order-origins, revenue-origins, qr-code-origins and qr-code-targets (issue 23) on hand-made
 * orders and scans of 13 to 15 January 2025 (Vienna is UTC+1), and one scan followed by an order today.
 */
let context: StatisticsContext
let tokens: { admin: string; employee: string; otherEmployee: string }
const RANGE = { from: '2025-01-13', to: '2025-01-15' }
type Code = { id: number; identifier: string }
let table: Code
let flyer: Code
let poster: Code
let gone: Code

const totals = (gross: number) => ({ net: gross, tax: 0, gross, deliveryFee: 0, taxes: [] })
/** The entries of a ranked list as [key, label, count, share]. */
const entriesOf = (body: Answer): [string, string, number, number][] =>
  (body.data.data as { key: string; label: string; count: number; share: number }[]).map((entry) => [entry.key, entry.label, entry.count, entry.share])

beforeAll(async () => {
  context = await startStatisticsContext()
  const { payload, world } = context
  const { staff, branches } = world
  tokens = { admin: staff.admin.token, employee: staff.employee.token, otherEmployee: staff.otherEmployee.token }
  table = await createCode(payload, 'tisch', { name: 'Tischaufsteller 7', path: '/', table: world.tableId })
  flyer = await createCode(payload, 'flyer', { name: 'Flyer Sommer', path: `/store/${branches.open.identifier}`, branch: branches.open.id })
  poster = await createCode(payload, 'plakat', { name: 'Plakat Graz', path: '/leistungen/catering', branch: branches.other.id })
  gone = await createCode(payload, 'aktion', { name: 'Aktion', path: '/aktion' })

  const at = (createdAt: string, data: Record<string, unknown>) => orderAt(payload, world, createdAt, data)
  // open branch: the table code 2 (25,80 + 12,90 €, a third one cancelled), the flyer 1 (17,40 €), 1 without code (12,90 €)
  await at('2025-01-13T10:00:00Z', { status: 'completed', qrCode: table.id, totals: totals(25.8) })
  await at('2025-01-13T11:00:00Z', { status: 'pending', qrCode: table.id, totals: totals(12.9) })
  await at('2025-01-15T09:00:00Z', { status: 'canceled', qrCode: table.id, totals: totals(12.9) })
  await at('2025-01-14T12:00:00Z', { status: 'completed', qrCode: flyer.id, totals: totals(17.4) })
  await at('2025-01-14T13:00:00Z', { status: 'completed', totals: totals(12.9) })
  await at('2025-01-15T23:30:00Z', { status: 'completed', qrCode: flyer.id, totals: totals(99) }) // 16 January in Vienna: outside
  // other branch: the poster 1 (13,50 €), 1 without code (4,50 €)
  await at('2025-01-15T10:00:00Z', { status: 'completed', branch: branches.other.id, qrCode: poster.id, totals: totals(13.5) })
  await at('2025-01-15T11:00:00Z', { status: 'completed', branch: branches.other.id, totals: totals(4.5) })

  // scans: the table code 3 (two phones, a tablet), the flyer 2, the poster 1, a code deleted since 1; one outside
  await scanAt(payload, table.identifier, '2025-01-13T09:55:00Z', IPHONE)
  await scanAt(payload, table.identifier, '2025-01-13T10:55:00Z', IPHONE)
  await scanAt(payload, table.identifier, '2025-01-14T18:00:00Z', IPAD)
  await scanAt(payload, flyer.identifier, '2025-01-14T11:50:00Z', WINDOWS)
  await scanAt(payload, flyer.identifier, '2025-01-12T23:00:00Z', IPHONE) // 00:00 on the 13th in Vienna: inside
  await scanAt(payload, poster.identifier, '2025-01-15T09:50:00Z', IPHONE)
  await scanAt(payload, gone.identifier, '2025-01-15T12:00:00Z', IPHONE)
  await scanAt(payload, table.identifier, '2025-01-15T23:00:00Z', IPHONE) // 16 January in Vienna: outside
  await payload.delete({ collection: 'qr-codes', id: gone.id, overrideAccess: true })
})
afterAll(() => context.close())

describe('order-origins', () => {
  it('counts the orders that count per code by name, and those without one as „Direkt“', async () => {
    const { status, body } = await context.statistics('order-origins', { ...RANGE, branch: context.world.branches.open.id }, tokens.admin)
    expect(status).toBe(200)
    expect(entriesOf(body)).toEqual([
      [`qr-code:${table.id}`, 'Tischaufsteller 7', 2, 0.5],
      ['direct', 'Direkt', 1, 0.25],
      [`qr-code:${flyer.id}`, 'Flyer Sommer', 1, 0.25],
    ])
    expect(body.data.total).toBe(4)
  })

  it('admins see every branch; employees only theirs', async () => {
    const all = await context.statistics('order-origins', RANGE, tokens.admin)
    expect(entriesOf(all.body).map(([key, , count]) => [key, count])).toEqual([
      ['direct', 2], [`qr-code:${table.id}`, 2], [`qr-code:${flyer.id}`, 1], [`qr-code:${poster.id}`, 1],
    ])
    const employee = await context.statistics('order-origins', RANGE, tokens.employee)
    expect(employee.body.data.total).toBe(4)
    const other = await context.statistics('order-origins', RANGE, tokens.otherEmployee)
    expect(entriesOf(other.body)).toEqual([['direct', 'Direkt', 1, 0.5], [`qr-code:${poster.id}`, 'Plakat Graz', 1, 0.5]])
    expect((await context.statistics('order-origins', { ...RANGE, branch: context.world.branches.open.id }, tokens.otherEmployee)).status).toBe(403)
  })
})

describe('revenue-origins', () => {
  it('sums the gross revenue per origin in euros with two decimals', async () => {
    const { status, body } = await context.statistics('revenue-origins', { ...RANGE, branch: context.world.branches.open.id }, tokens.admin)
    expect(status).toBe(200)
    // 25,80 + 12,90 = 38,70 €; 17,40 €; 12,90 €: 69,00 € in all
    expect(entriesOf(body)).toEqual([
      [`qr-code:${table.id}`, 'Tischaufsteller 7', 38.7, 0.5609],
      [`qr-code:${flyer.id}`, 'Flyer Sommer', 17.4, 0.2522],
      ['direct', 'Direkt', 12.9, 0.187],
    ])
    expect(body.data.total).toBe(69)
  })

  it('for the other branch\u2019s employee: the poster and the direct order', async () => {
    const { body } = await context.statistics('revenue-origins', RANGE, tokens.otherEmployee)
    expect(entriesOf(body)).toEqual([[`qr-code:${poster.id}`, 'Plakat Graz', 13.5, 0.75], ['direct', 'Direkt', 4.5, 0.25]])
    expect(body.data.total).toBe(18)
  })
})

describe('qr-code-origins', () => {
  it('counts the scans per code, a deleted code by the identifier it had', async () => {
    const { status, body } = await context.statistics('qr-code-origins', RANGE, tokens.employee)
    expect(status).toBe(200)
    expect(entriesOf(body)).toEqual([
      [`qr-code:${table.id}`, 'Tischaufsteller 7', 3, 0.4286],
      [`qr-code:${flyer.id}`, 'Flyer Sommer', 2, 0.2857],
      [`qr-code:${gone.id}`, gone.identifier, 1, 0.1429],
      [`qr-code:${poster.id}`, 'Plakat Graz', 1, 0.1429],
    ])
    expect(body.data.total).toBe(7)
  })

  it('`branch` narrows to the codes of that branch (a table code: its table\u2019s)', async () => {
    const open = await context.statistics('qr-code-origins', { ...RANGE, branch: context.world.branches.open.id }, tokens.admin)
    expect(entriesOf(open.body).map(([key, , count]) => [key, count])).toEqual([[`qr-code:${table.id}`, 3], [`qr-code:${flyer.id}`, 2]])
    const other = await context.statistics('qr-code-origins', { ...RANGE, branch: context.world.branches.other.id }, tokens.otherEmployee)
    expect(entriesOf(other.body)).toEqual([[`qr-code:${poster.id}`, 'Plakat Graz', 1, 1]])
  })
})

describe('qr-code-targets', () => {
  it('counts the scans per target path', async () => {
    const { status, body } = await context.statistics('qr-code-targets', RANGE, tokens.admin)
    expect(status).toBe(200)
    const store = `/store/${context.world.branches.open.identifier}`
    expect(entriesOf(body)).toEqual([
      [store, store, 5, 0.7143],
      ['/aktion', '/aktion', 1, 0.1429],
      ['/leistungen/catering', '/leistungen/catering', 1, 0.1429],
    ])
    expect(body.data.total).toBe(7)
  })

  it('staff only, with the range checked', async () => {
    expect((await context.statistics('qr-code-targets', RANGE)).status).toBe(401)
    const bad = await context.statistics('qr-code-targets', { from: '2025-01-15', to: '2025-01-13' }, tokens.admin)
    expect(bad.status).toBe(422)
  })
})

describe('a QR scan followed by an order', () => {
  it('shows up in qr-code-origins and revenue-origins', async () => {
    const { payload, world } = context
    const code = await createCode(payload, 'theke', { name: 'Thekenaufsteller', path: `/store/${world.branches.other.identifier}`, branch: world.branches.other.id })
    const redirect = await scan(code.identifier, IPHONE)
    expect(redirect?.location).toBe(`/store/${world.branches.other.identifier}?qr=${code.identifier}`)
    const qrCode = new URLSearchParams(redirect!.location.split('?')[1]).get('qr')
    const placed = await orderApi(context).place(takeawayCheckout(world, { branch: world.branches.other.id, qrCode }))
    expect(placed.status).toBe(201)

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date())
    const range = { from: today, to: today, branch: world.branches.other.id }
    const scans = await context.statistics('qr-code-origins', range, tokens.otherEmployee)
    expect(entriesOf(scans.body)).toContainEqual([`qr-code:${code.id}`, 'Thekenaufsteller', 1, expect.any(Number)])
    const revenue = await context.statistics('revenue-origins', range, tokens.otherEmployee)
    // one Wiener Schnitzel, takeaway: 12,90 €
    expect(entriesOf(revenue.body)).toContainEqual([`qr-code:${code.id}`, 'Thekenaufsteller', 12.9, expect.any(Number)])
    const orders = await context.statistics('order-origins', range, tokens.otherEmployee)
    expect(entriesOf(orders.body)).toContainEqual([`qr-code:${code.id}`, 'Thekenaufsteller', 1, expect.any(Number)])
  })
})

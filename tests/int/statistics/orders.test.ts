import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { countsOf, orderAt, startStatisticsContext, valuesOf, type StatisticsContext } from './support'

/**
 * Orders, revenue, items and times of day (issue 23), on hand-made orders around the autumn DST
 * change (2026-10-25, 02:00–03:00 twice) and the spring one (2026-03-29, no 02:00). The range
 * 2026-10-23 to 2026-10-26 has a day without orders (24th). Vienna is UTC+2 until the change, UTC+1 after.
 */
let context: StatisticsContext
let tokens: { admin: string; employee: string; otherEmployee: string }
const RANGE = { from: '2026-10-23', to: '2026-10-26' }

const schnitzel = (amount = 1) => ({ product: 0, name: 'Wiener Schnitzel', amount, unit: 'amount', unitPrice: 12.9, taxRate: 10, gross: 12.9 * amount })
const beer = (amount = 1) => ({ product: 0, name: 'Zipfer Märzen', amount, unit: 'amount', unitPrice: 4.5, taxRate: 20, gross: 4.5 * amount })

beforeAll(async () => {
  context = await startStatisticsContext()
  const { payload, world } = context
  const { staff, branches, products } = world
  tokens = { admin: staff.admin.token, employee: staff.employee.token, otherEmployee: staff.otherEmployee.token }
  const line = (item: ReturnType<typeof schnitzel>, product: number) => ({ ...item, product })
  const at = (createdAt: string, data: Record<string, unknown> = {}) => orderAt(payload, world, createdAt, data)

  // 23rd: two that count (25,80 € + 12,90 €), one rejected
  await at('2026-10-23T08:15:00Z', {
    status: 'completed',
    items: [line(schnitzel(2), products.schnitzel)],
    totals: { net: 23.45, tax: 2.35, gross: 25.8, deliveryFee: 0, taxes: [{ rate: 10, net: 23.45, tax: 2.35, gross: 25.8 }] },
  })
  await at('2026-10-22T22:00:00Z', { status: 'pending' }) // 00:00 of the 23rd in Vienna: inside
  await at('2026-10-23T09:00:00Z', { status: 'rejected' })
  // 24th: nothing
  // 25th: 02:30 before and 02:30 after the clocks go back (both the hour '02'), one cancelled
  await at('2026-10-25T00:30:00Z', {
    status: 'confirmed',
    items: [line(schnitzel(), products.schnitzel), line(beer(), products.beer)],
    totals: { net: 15.48, tax: 1.92, gross: 17.4, deliveryFee: 0, taxes: [{ rate: 10, net: 11.73, tax: 1.17, gross: 12.9 }, { rate: 20, net: 3.75, tax: 0.75, gross: 4.5 }] },
  })
  await at('2026-10-25T01:30:00Z', {
    status: 'completed',
    items: [{ product: products.cheese, name: 'Bergkäse', amount: 0.5, unit: 'kg', unitPrice: 32, taxRate: 10, gross: 16 }],
    totals: { net: 14.55, tax: 1.45, gross: 16, deliveryFee: 0, taxes: [{ rate: 10, net: 14.55, tax: 1.45, gross: 16 }] },
  })
  await at('2026-10-25T10:00:00Z', { status: 'canceled' })
  // 26th: the other branch's 3 beers, a failed payment, one at 23:59:59 (inside), a parts-shop order without branch
  await at('2026-10-26T11:00:00Z', {
    status: 'completed', branch: branches.other.id,
    items: [line(beer(3), products.beer)],
    totals: { net: 11.25, tax: 2.25, gross: 13.5, deliveryFee: 0, taxes: [{ rate: 20, net: 11.25, tax: 2.25, gross: 13.5 }] },
  })
  await at('2026-10-26T12:00:00Z', { status: 'failed', paymentMethod: 'mollie', paymentStatus: 'failed' })
  await at('2026-10-26T22:59:59Z', { status: 'pending' })
  await at('2026-10-26T09:00:00Z', {
    status: 'pending', shop: 'parts', branch: null, mode: null, paymentMethod: 'invoice', paymentStatus: 'open',
    // parts-shop VAT lines hold rate and tax only: the rate's gross comes from the lines
    items: [{ product: null, name: 'Hydraulikpumpe HP-40', amount: 1, unit: 'amount', unitPrice: 120, taxRate: 20, net: 100, tax: 20, gross: 120 }],
    totals: { net: 100, tax: 20, gross: 120, deliveryFee: 0, taxes: [{ rate: 20, tax: 20 }] },
  })
  // outside: 00:00 of the 27th in Vienna
  await at('2026-10-26T23:00:00Z', { status: 'pending' })
  // spring: 01:30 CET on 2026-03-29
  await at('2026-03-29T00:30:00Z', { status: 'completed' })
})
afterAll(() => context.close())

describe('orders and cancelled orders', () => {
  it('counts the orders per Vienna day, zero on the quiet day; cancelled, rejected and failed ones are not orders', async () => {
    const { status, body } = await context.statistics('orders', RANGE, tokens.admin)
    expect(status).toBe(200)
    expect(body.data.data).toEqual([
      { period: '2026-10-23', value: 2 },
      { period: '2026-10-24', value: 0 },
      { period: '2026-10-25', value: 2 },
      { period: '2026-10-26', value: 3 },
    ])
    expect(body.data.total).toBe(7)
  })

  it('counts cancelled, rejected and failed orders apart', async () => {
    const { body } = await context.statistics('canceled-orders', RANGE, tokens.admin)
    expect(valuesOf(body)).toEqual([1, 0, 1, 1])
    expect(body.data.total).toBe(3)
  })

  it('shows an employee only their branch (no parts shop, no other branch), like ?branch= for the admin', async () => {
    for (const [query, token] of [[RANGE, tokens.employee], [{ ...RANGE, branch: context.world.branches.open.id }, tokens.admin]] as const) {
      const { body } = await context.statistics('orders', query, token)
      expect(valuesOf(body)).toEqual([2, 0, 2, 1])
      expect(body.data.total).toBe(5)
    }
    const other = await context.statistics('orders', RANGE, tokens.otherEmployee)
    expect(valuesOf(other.body)).toEqual([0, 0, 0, 1])
  })

  it('refuses an employee another branch with 403', async () => {
    const { status, body } = await context.statistics('revenue', { ...RANGE, branch: context.world.branches.other.id }, tokens.employee)
    expect(status).toBe(403)
    expect(body.errors).toEqual([{ message: 'Sie haben keine Berechtigung für diese Aktion.' }])
  })

  it('counts per hour on the autumn DST day: both 02:00 hours are one bucket, 24 buckets in all', async () => {
    const { body } = await context.statistics('orders', { from: '2026-10-25', to: '2026-10-25' }, tokens.admin)
    const data = body.data.data as { period: string; value: number }[]
    expect(data).toHaveLength(24)
    expect(data.filter((point) => point.value > 0)).toEqual([{ period: '2026-10-25T02', value: 2 }])
    expect(body.data.total).toBe(2)
  })

  it('counts per hour on the spring DST day: 23 buckets, no 02:00', async () => {
    const { body } = await context.statistics('orders', { from: '2026-03-29', to: '2026-03-29' }, tokens.admin)
    const periods = (body.data.data as { period: string }[]).map((point) => point.period)
    expect(periods).toHaveLength(23)
    expect(periods).not.toContain('2026-03-29T02')
    expect(body.data.data[1]).toEqual({ period: '2026-03-29T01', value: 1 })
    expect((await context.statistics('orders', { from: '2026-03-28', to: '2026-03-30' }, tokens.admin)).body.data.data).toEqual([
      { period: '2026-03-28', value: 0 },
      { period: '2026-03-29', value: 1 },
      { period: '2026-03-30', value: 0 },
    ])
  })
})

describe('revenue', () => {
  it('sums the stored gross totals in euros, split by tax rate; cancelled, rejected and failed orders bring nothing', async () => {
    const { body } = await context.statistics('revenue', RANGE, tokens.admin)
    // 23rd 25,80 + 12,90; 25th 17,40 + 16,00; 26th 13,50 + 12,90 + 120,00 (parts shop)
    expect(valuesOf(body)).toEqual([38.7, 0, 33.4, 146.4])
    expect(body.data.total).toBe(218.5)
    expect(body.data.byTaxRate).toEqual([
      // 25,80 + 12,90 + 16,00 + 12,90 + 12,90
      { rate: 10, net: 73.19, tax: 7.31, gross: 80.5 },
      // 4,50 + 13,50 + 120,00 (the parts order's line: 100 net + 20 tax)
      { rate: 20, net: 115, tax: 23, gross: 138 },
    ])
  })

  it('gives an employee their branch’s revenue only', async () => {
    const { body } = await context.statistics('revenue', RANGE, tokens.employee)
    expect(valuesOf(body)).toEqual([38.7, 0, 33.4, 12.9])
    expect(body.data.total).toBe(85)
    expect(body.data.byTaxRate).toEqual([
      { rate: 10, net: 73.19, tax: 7.31, gross: 80.5 },
      { rate: 20, net: 3.75, tax: 0.75, gross: 4.5 },
    ])
  })

  it('per hour on the DST day', async () => {
    const { body } = await context.statistics('revenue', { from: '2026-10-25', to: '2026-10-25' }, tokens.admin)
    expect((body.data.data as { period: string; value: number }[]).filter((point) => point.value !== 0)).toEqual([{ period: '2026-10-25T02', value: 33.4 }])
    expect(body.data.total).toBe(33.4)
  })

  it('is zero with an empty split for a range without orders', async () => {
    const { body } = await context.statistics('revenue', { from: '2026-10-24', to: '2026-10-24' }, tokens.admin)
    expect(body.data.data).toHaveLength(24)
    expect(body.data.total).toBe(0)
    expect(body.data.byTaxRate).toEqual([])
  })
})

describe('items', () => {
  it('counts items sold per day: pieces by amount, a weighed line as 1', async () => {
    const { body } = await context.statistics('items', RANGE, tokens.admin)
    // 23rd 2 + 1 Schnitzel; 25th 1 Schnitzel + 1 beer + 0,5 kg cheese (1); 26th 3 beers + 1 Schnitzel + 1 pump
    expect(valuesOf(body)).toEqual([3, 0, 3, 5])
    expect(body.data.total).toBe(11)
  })

  it('ranks the products by items sold', async () => {
    const { body } = await context.statistics('popular-items', RANGE, tokens.admin)
    const { products } = context.world
    expect(body.data.data).toEqual([
      { key: `product:${products.schnitzel}`, label: 'Wiener Schnitzel', count: 5, share: 0.4545 },
      { key: `product:${products.beer}`, label: 'Zipfer Märzen', count: 4, share: 0.3636 },
      { key: `product:${products.cheese}`, label: 'Bergkäse', count: 1, share: 0.0909 },
      { key: 'name:Hydraulikpumpe HP-40', label: 'Hydraulikpumpe HP-40', count: 1, share: 0.0909 },
    ])
    expect(body.data.total).toBe(11)
  })

  it('shows an employee their branch’s products only', async () => {
    const { body } = await context.statistics('popular-items', RANGE, tokens.otherEmployee)
    expect(countsOf(body)).toEqual([[`product:${context.world.products.beer}`, 3]])
  })
})

describe('order times', () => {
  it('counts orders per hour of the day in Vienna time, all 24 hours in order', async () => {
    const { body } = await context.statistics('order-times', RANGE, tokens.admin)
    const data = body.data.data as { key: string; label: string; count: number; share: number }[]
    expect(data).toHaveLength(24)
    expect(data[0]).toEqual({ key: '00', label: '00:00–01:00', count: 1, share: 0.1429 })
    expect(data.filter((hour) => hour.count > 0).map((hour) => [hour.key, hour.count])).toEqual([['00', 1], ['02', 2], ['10', 2], ['12', 1], ['23', 1]])
    expect(body.data.total).toBe(7)
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { firstError, orderIn, startWorkflowContext, stored, type WorkflowContext } from './setup'

let context: WorkflowContext
beforeAll(async () => {
  context = await startWorkflowContext()
})
afterAll(() => context.close())

const put = (id: number, index: number | string, body: unknown, token = context.world.staff.employee.token) =>
  context.request('PUT', `/orders/${id}/items/${index}`, { body, token })

const beer = () => ({ product: context.world.products.beer, name: 'Zipfer Märzen', amount: 2, unit: 'amount', unitPrice: 4.5, taxRate: 20, net: 7.5, tax: 1.5, gross: 9 })
const schnitzel = () => ({ product: context.world.products.schnitzel, name: 'Wiener Schnitzel', amount: 1, unit: 'amount', unitPrice: 12.9, taxRate: 10, net: 11.7273, tax: 1.1727, gross: 12.9 })

describe('PUT /orders/{id}/items/{index}', () => {
  it('amount 1 → 2 of a 12,90 € line gives 25,80 € and new totals; client prices are ignored', async () => {
    const order = await orderIn(context, 'pending')
    const response = await put(order.id, 0, { amount: 2, gross: 1, unitPrice: 0.01, net: 0 })
    expect(response.status).toBe(200)
    const { order: answered } = await response.json()
    expect(answered.items[0]).toMatchObject({ amount: 2, unitPrice: 12.9, taxRate: 10, gross: 25.8, net: 23.4545, tax: 2.3455 })
    expect(answered.totals).toMatchObject({ net: 23.45, tax: 2.35, gross: 25.8, deliveryFee: 0 })
    expect(answered.totals.taxes).toEqual([expect.objectContaining({ rate: 10, net: 23.45, tax: 2.35, gross: 25.8 })])
    expect((await stored(context.payload, order.id)).totals?.gross).toBe(25.8)
  })

  it('recomputes the tax groups of all lines when one line of a two-rate order changes', async () => {
    const order = await orderIn(context, 'confirmed', { items: [schnitzel(), beer()] })
    const { order: answered } = await (await put(order.id, 1, { amount: '3' })).json()
    expect(answered.items.map((item: { gross: number }) => item.gross)).toEqual([12.9, 13.5])
    expect(answered.totals).toMatchObject({ net: 22.98, tax: 3.42, gross: 26.4 })
    expect(answered.totals.taxes.map(({ rate, net, tax, gross }: Record<string, number>) => ({ rate, net, tax, gross }))).toEqual([
      { rate: 10, net: 11.73, tax: 1.17, gross: 12.9 },
      { rate: 20, net: 11.25, tax: 2.25, gross: 13.5 },
    ])
  })

  it('re-applies the delivery fee rule: 3,50 € below 50 € goods, free from 50 €', async () => {
    const order = await orderIn(context, 'pending', { mode: 'delivery', deliveryArea: 'Zone 1' })
    const below = await (await put(order.id, 0, { amount: 2 })).json()
    expect(below.order.totals).toMatchObject({ gross: 29.3, deliveryFee: 3.5 })
    const free = await (await put(order.id, 0, { amount: 4 })).json()
    expect(free.order.totals).toMatchObject({ gross: 51.6, deliveryFee: 0 })
  })

  it('converts an alternative unit with the product’s ratio: 3 pieces of ¼ kg at 32 €/kg = 24,00 €', async () => {
    const cheese = { product: context.world.products.cheese, name: 'Bergkäse', amount: 2, unit: 'amount', unitPrice: 32, taxRate: 10, net: 14.5455, tax: 1.4545, gross: 16 }
    const order = await orderIn(context, 'pending', { items: [cheese] })
    const { order: answered } = await (await put(order.id, 0, { amount: 3 })).json()
    expect(answered.items[0]).toMatchObject({ amount: 3, unit: 'amount', gross: 24 })
    expect(answered.totals.gross).toBe(24)
  })

  it('changes only the comment when only a comment is sent', async () => {
    const order = await orderIn(context, 'pending')
    const { order: answered } = await (await put(order.id, 0, { comment: 'ohne Zitrone' })).json()
    expect(answered.items[0]).toMatchObject({ amount: 1, comment: 'ohne Zitrone', gross: 12.9 })
    expect(answered.totals.gross).toBe(12.9)
  })

  it('refuses invalid amounts and empty changes with 422', async () => {
    const order = await orderIn(context, 'pending')
    for (const body of [{ amount: 0 }, { amount: -1 }, { amount: 'viel' }]) {
      const response = await put(order.id, 0, body)
      expect(response.status).toBe(422)
      expect(await firstError(response)).toBe('Bitte geben Sie eine Menge größer als 0 an.')
    }
    expect(await firstError(await put(order.id, 0, {}))).toBe('Bitte geben Sie eine neue Menge oder einen Kommentar an.')
    expect((await stored(context.payload, order.id)).items?.[0].amount).toBe(1)
  })

  it('answers 404 for an unknown index or order', async () => {
    const order = await orderIn(context, 'pending')
    for (const index of [1, 'x']) {
      const response = await put(order.id, index, { amount: 2 })
      expect(response.status).toBe(404)
      expect(await firstError(response)).toBe('Die Position wurde nicht gefunden.')
    }
    expect(await firstError(await put(99999999, 0, { amount: 2 }))).toBe('Die Bestellung wurde nicht gefunden.')
  })

  it('refuses corrections once the order is on its way or final (409)', async () => {
    for (const [status, label] of [['completed', 'Abgeschlossen'], ['inDelivery', 'Unterwegs / abholbereit'], ['canceled', 'Storniert']]) {
      const order = await orderIn(context, status)
      const response = await put(order.id, 0, { amount: 2 })
      expect(response.status).toBe(409)
      expect(await firstError(response)).toBe(`Eine Bestellung mit dem Status „${label}“ kann nicht mehr geändert werden.`)
      expect((await stored(context.payload, order.id)).items?.[0].gross).toBe(12.9)
    }
  })

  it('lets only staff of the branch correct (401, 403)', async () => {
    const order = await orderIn(context, 'pending')
    expect((await context.request('PUT', `/orders/${order.id}/items/0`, { body: { amount: 2 } })).status).toBe(401)
    const foreign = await put(order.id, 0, { amount: 2 }, context.world.staff.otherEmployee.token)
    expect(foreign.status).toBe(403)
    expect((await stored(context.payload, order.id)).items?.[0].amount).toBe(1)
  })
})

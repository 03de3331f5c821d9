import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { UNKNOWN_CHECKOUT } from '@/src/server/orders/checkoutShop'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'

let context: TestContext
let api: OrderApi
let token: string
let revokedToken: string
let gearMotor: number
let seal: number

const tomorrowPlus = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`
}

beforeAll(async () => {
  context = await startTestPayload()
  api = orderApi(context)
  const { payload } = context
  const part = (data: Record<string, unknown>) =>
    payload.create({ collection: 'products', data: { catalogue: 'parts', unit: 'amount', isEnabled: true, tax: 20, takeawayTax: 20, dineInTax: 20, ...data } as never, overrideAccess: true }).then((doc) => doc.id)
  gearMotor = await part({ name: 'Stirnradgetriebemotor 0,75 kW', uid: '5S1-GM-0750', price: 600, materialGroup: '5S1', discounts: [{ minimumAmount: 5, newPrice: 540 }] })
  seal = await part({ name: 'Radialwellendichtring 20×35×7', uid: 'ET-RWDR-20', price: 2.4, materialGroup: 'ET', minimumQuantity: 10, quantityStepSize: 10, config: { parts: [{ name: 'Kommentar', type: 'text', optional: true }] } })
  const customer = await payload.create({
    collection: 'customers',
    data: {
      isCompany: true, companyName: 'Hydraulik Huber GmbH', firstName: 'Herbert', lastName: 'Huber', street: 'Industriestraße 4', zipCode: '4020', city: 'Linz', country: 'AT',
      email: 'einkauf@huber.example', isVatNumberVerified: true, vatNumber: 'ATU12345678', discounts: [{ materialGroup: '5S1', percentage: 10 }],
      data: { shippingAddresses: [{ value: { companyName: 'Huber Lager Traun', street: 'Lagerweg 1', zipCode: '4050', city: 'Traun', country: 'AT', email: 'lager@huber.example', phone: '+43 7229 1' } }] },
    },
    overrideAccess: true,
  })
  const account = (email: string, isApproved: boolean) =>
    payload.create({ collection: 'external-users', data: { email, password: 'geheim123', firstName: 'Herbert', lastName: 'Huber', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], customers: [customer.id], isApproved }, overrideAccess: true })
  await account('einkauf@huber.example', true)
  const revoked = await account('gesperrt@huber.example', true)
  const login = (email: string) => payload.login({ collection: 'external-users', data: { email, password: 'geheim123' } }).then((result) => result.token!)
  token = await login('einkauf@huber.example')
  revokedToken = await login('gesperrt@huber.example')
  await payload.update({ collection: 'external-users', id: revoked.id, data: { isApproved: false }, overrideAccess: true })
})
afterAll(() => context.close())

const place = (body: unknown, bearer?: string) =>
  api.request('POST', '/orders', { body, token: bearer }).then(async (response) => ({ status: response.status, body: await response.json() }))

describe('parts-shop checkout', () => {
  it('prices with volume tier and the customer’s material-group discount, net because the VAT number is verified', async () => {
    const { status, body } = await place(
      { comment: 'Bitte mit Lieferschein', ticketNumber: 'PO-4711', shippingAddress: 0, priority: true, items: [{ product: gearMotor, amount: 5, parts: ['Für Linie 3', tomorrowPlus(7)] }], totalPricing: { totalGross: 1 } },
      token,
    )
    expect(status).toBe(201)
    const order = await api.order(body.uid)
    // 540 gross = 450 net per unit; minus 10 % group discount = 405; × 5 = 2.025,00 net; VAT 405,00; gross 2.430,00
    expect(order).toMatchObject({ shop: 'parts', paymentMethod: 'invoice', ticketNumber: 'PO-4711', priority: true, isDeliveryAddressDifferent: true, deliveryCity: 'Traun', companyName: 'Hydraulik Huber GmbH' })
    expect(order.items?.[0]).toMatchObject({ amount: 5, comment: 'Für Linie 3', discountedUnitNet: 405, net: 2025, gross: 2430 })
    expect(order.totals).toMatchObject({ net: 2025, netBeforeDiscount: 2500, discount: 475, discountPercentage: 19, tax: 405, gross: 2430 })
  })

  it("sends the customer the receipt ('Bestelleingang') with the way to the order in the account, not yet a confirmation", async () => {
    const { body } = await place({ items: [{ product: gearMotor, amount: 1, parts: ['Ersatz für Linie 2', ''] }] }, token)
    const mail = await context.mailbox.waitFor((entry) => entry.subject === `Bestelleingang: Ihr Auftrag ${body.uid} bei Alpenküche` || String(entry.subject).startsWith(`Bestelleingang: Ihr Auftrag ${body.uid} bei`))
    expect([mail.to].flat().map((to) => to?.text)).toContain('einkauf@huber.example')
    expect(String(mail.html)).toContain(`/account/orders/${body.uid}`)
    expect(String(mail.html)).toContain('Auftragsbestätigung mit den Versandkosten')
    expect(String(mail.subject)).not.toContain('bestätigt')
  })

  it('needs a comment on every line whose product does not make it optional', async () => {
    const { status, body } = await place({ items: [{ product: seal, amount: 10, parts: [] }, { product: gearMotor, amount: 1, parts: ['', ''] }] }, token)
    expect(status).toBe(422)
    expect(body.errors).toEqual([{ field: 'items.1.parts.0', message: 'Bitte schreiben Sie einen Kommentar zum Produkt Stirnradgetriebemotor 0,75 kW (5S1-GM-0750)' }])
  })

  it('snaps amounts to the packing unit (13 → 10, 16 → 20) and refuses a delivery date before tomorrow', async () => {
    const { status, body } = await place({ items: [{ product: seal, amount: 13, parts: ['', tomorrowPlus(-1)] }] }, token)
    expect(status).toBe(422)
    expect(body.errors[0]).toMatchObject({ field: 'items.0.parts.1', message: expect.stringContaining('Das Lieferdatum kann frühestens der') })
    const below = await place({ items: [{ product: seal, amount: 13, parts: [] }] }, token)
    expect((await api.order(below.body.uid)).items?.[0]?.amount).toBe(10)
    const above = await place({ items: [{ product: seal, amount: 16, parts: [] }] }, token)
    expect((await api.order(above.body.uid)).items?.[0]?.amount).toBe(20)
  })

  it('refuses an unknown shipping address, anonymous visitors and accounts whose approval was withdrawn', async () => {
    const unknown = await place({ shippingAddress: 3, items: [{ product: seal, amount: 10 }] }, token)
    expect(unknown.body.errors).toEqual([{ field: 'shippingAddress', message: 'Die gewählte Lieferadresse gibt es nicht mehr. Bitte wählen Sie eine andere.' }])
    const anonymous = await place({ items: [{ product: seal, amount: 10 }] })
    expect(anonymous.status).toBe(403)
    expect(anonymous.body.errors[0].message).toBe('Nur freigeschaltete Kundenkonten können bestellen. Bitte melden Sie sich an.')
    const revoked = await place({ items: [{ product: seal, amount: 10 }] }, revokedToken)
    expect(revoked.status).toBe(403)
  })

  it('is told apart from a branch order by `shop`; without it (the spec’s body) by having items and no branch', async () => {
    const explicit = await place({ shop: 'parts', items: [{ product: seal, amount: 10 }] }, token)
    expect(explicit.status).toBe(201)
    expect(await api.order(explicit.body.uid)).toMatchObject({ shop: 'parts', paymentMethod: 'invoice' })
    // The same lines sent as a branch order are checked as one: there is no branch.
    const asBranchOrder = await place({ shop: 'ordering', items: [{ product: seal, amount: 10 }] }, token)
    expect(asBranchOrder.status).toBe(422)
    expect(asBranchOrder.body.errors).toContainEqual({ field: 'branch', message: 'Diese Angabe fehlt.' })
    for (const neither of [{ shop: 'teile', items: [{ product: seal, amount: 10 }] }, { comment: 'Nur ein Kommentar' }]) {
      expect(await place(neither, token)).toEqual({ status: 422, body: { errors: [{ field: 'shop', message: UNKNOWN_CHECKOUT }] } })
    }
    expect(await place([{ items: [] }], token)).toEqual({ status: 422, body: { errors: [{ message: UNKNOWN_CHECKOUT }] } })
  })
})

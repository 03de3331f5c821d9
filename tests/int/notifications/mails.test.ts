import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import type { ParsedMail } from 'mailparser'

import { notifyOrder } from '@/src/server/notifications'

import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'

const SERVER = 'https://shop.example.at'

let context: TestContext
let world: OrderingWorld

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SERVER_URL = SERVER
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  await setSettings({ shopName: 'Alpenküche', email: 'zentrale@example.at', disableTickets: false, enablePluginSMS: false })
})
afterAll(async () => {
  await setSettings({ disableTickets: false })
  await context?.close()
})

function setSettings(data: Record<string, unknown>) {
  return context.payload.updateGlobal({ slug: 'config', data: data as never, depth: 0, overrideAccess: true })
}

const mailWithSubject = (subject: string) => context.mailbox.waitFor((mail) => mail.subject === subject)
const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address) ?? [])

describe('order received (to the customer)', () => {
  it('thanks the customer with the status link, the items, the VAT and the total', async () => {
    const order = await createOrder(context.payload, world, { appointment: '2026-11-21T17:30:00.000Z' })
    await notifyOrder(context.payload, order.id, 'received')

    const mail = await mailWithSubject(`Ihre Bestellung ${order.uid} bei Alpenküche`)
    expect(recipients(mail)).toEqual(['erika@example.at'])
    const link = `${SERVER}/status/${order.uid}/${order.hash}`
    expect(mail.text).toContain(`Bestellstatus ansehen: ${link}`)
    expect(mail.html).toContain(`href="${link}"`)
    for (const line of [
      'Vielen Dank für Ihre Bestellung!',
      'Guten Tag Erika Musterfrau,',
      'Ihre Bestellung ist eingegangen und wartet auf die Bestätigung.',
      `Auftragsnummer: ${order.uid}`,
      'Art: Abholung',
      'Termin: 21.11.2026 um 18:30 Uhr',
      '1 × Wiener Schnitzel: 12,90 €',
      'Mehrwertsteuer (10%): 1,17 €',
      'Gesamtsumme: 12,90 €',
      'Zahlungsart: Barzahlung',
      'Filiale Immer Offen\nTestgasse 1\n1010 Wien\n+43 1 123456\nfiliale@example.at',
      'Mit freundlichen Grüßen\nAlpenküche',
    ]) expect(mail.text).toContain(line)
    expect(mail.html).toContain('12,90 €')
    expect(mail.html).toContain('Wiener Schnitzel')
  })

  it('labels the number "Bestellnummer" when tickets are disabled, and escapes HTML in customer input', async () => {
    await setSettings({ disableTickets: true })
    const order = await createOrder(context.payload, world, { lastName: 'Muster <b>&</b>', comment: 'Bitte <script>ohne</script> Zwiebel' })
    await notifyOrder(context.payload, order.id, 'received')
    await setSettings({ disableTickets: false })

    const mail = await mailWithSubject(`Ihre Bestellung ${order.uid} bei Alpenküche`)
    expect(mail.text).toContain(`Bestellnummer: ${order.uid}`)
    expect(mail.text).toContain('Kommentar: Bitte <script>ohne</script> Zwiebel')
    expect(mail.html).toContain('Bitte &lt;script&gt;ohne&lt;/script&gt; Zwiebel')
    expect(mail.html).toContain('Guten Tag Erika Muster &lt;b&gt;&amp;&lt;/b&gt;,')
    expect(mail.html).not.toContain('<script>')
  })

  it('lists the delivery fee and one VAT line per rate for a delivery order', async () => {
    const order = await createOrder(context.payload, world, {
      mode: 'delivery', deliveryArea: 'Zone 1',
      items: [
        { name: 'Wiener Schnitzel', amount: 2, unit: 'amount', unitPrice: 12.9, taxRate: 10, net: 23.4545, tax: 2.3455, gross: 25.8, partsSummary: 'Beilage: Pommes' },
        { name: 'Bergkäse', amount: 0.35, unit: 'kg', unitPrice: 32, taxRate: 10, net: 10.1818, tax: 1.0182, gross: 11.2 },
      ],
      totals: { net: 36.55, tax: 3.95, gross: 40.5, deliveryFee: 3.5, isApproximate: true, taxes: [
        { rate: 10, net: 33.64, tax: 3.36, gross: 37 },
        { rate: 20, net: 2.92, tax: 0.58, gross: 3.5 },
      ] },
    })
    await notifyOrder(context.payload, order.id, 'received')

    const mail = await mailWithSubject(`Ihre Bestellung ${order.uid} bei Alpenküche`)
    for (const line of [
      'Art: Lieferung',
      '2 × Wiener Schnitzel: 25,80 €\n  Beilage: Pommes',
      '0,35 kg Bergkäse: 11,20 €',
      'Liefergebühr: 3,50 €',
      'Mehrwertsteuer (10%): 3,36 €',
      'Mehrwertsteuer (20%): 0,58 €',
      'Gesamtsumme: ca. 40,50 €',
    ]) expect(mail.text).toContain(line)
  })
})

describe('new order (to the branch)', () => {
  it("goes to the branch's e-mail with the back-office link and the customer's contact", async () => {
    const order = await createOrder(context.payload, world)
    await notifyOrder(context.payload, order.id, 'newOrder')

    const mail = await mailWithSubject(`Neue Bestellung ${order.uid}`)
    expect(recipients(mail)).toEqual(['filiale@example.at'])
    expect(mail.text).toContain(`Bestellung im Backoffice öffnen: ${SERVER}/backend/collections/orders/${order.id}`)
    expect(mail.text).toContain('Erika Musterfrau hat eine Bestellung aufgegeben (Filiale Immer Offen).')
    expect(mail.text).toContain('Telefon: +43 660 1234567')
    expect(mail.text).toContain('E-Mail: erika@example.at')
    expect(mail.text).toContain('Gesamtsumme: 12,90 €')
  })

  it("falls back to the shop's e-mail when the branch has none", async () => {
    const branch = await context.payload.create({ collection: 'branches', data: { name: 'Filiale ohne Mail', identifier: `ohne-mail-${Date.now()}` } as never, depth: 0, overrideAccess: true })
    const order = await createOrder(context.payload, world, { branch: branch.id })
    await notifyOrder(context.payload, order.id, 'newOrder')

    const mail = await mailWithSubject(`Neue Bestellung ${order.uid}`)
    expect(recipients(mail)).toEqual(['zentrale@example.at'])
  })
})

describe('workflow mails (to the customer)', () => {
  it('confirmed: names the agreed time, the counter appointment when one was set', async () => {
    const order = await createOrder(context.payload, world, {
      status: 'confirmed', appointment: '2026-11-21T17:30:00.000Z', counterAppointment: '2026-11-21T18:15:00.000Z',
    })
    await notifyOrder(context.payload, order.id, 'confirmed')

    const mail = await mailWithSubject(`Ihre Bestellung ${order.uid} wurde bestätigt`)
    expect(recipients(mail)).toEqual(['erika@example.at'])
    expect(mail.text).toContain('Ihre Bestellung wurde bestätigt und wird vorbereitet.')
    expect(mail.text).toContain('Ihr Termin: 21.11.2026 um 19:15 Uhr.')
    expect(mail.text).toContain(`${SERVER}/status/${order.uid}/${order.hash}`)
  })

  it('rejected: the status text "Ihre Bestellung wurde storniert." and the rejection message', async () => {
    const order = await createOrder(context.payload, world, { status: 'rejected', rejectionMessage: 'Leider sind wir heute ausgebucht.' })
    await notifyOrder(context.payload, order.id, 'rejected')

    const mail = await mailWithSubject(`Ihre Bestellung ${order.uid} wurde abgelehnt`)
    expect(mail.text).toContain('Bestellung storniert\n\nGuten Tag Erika Musterfrau,\n\nIhre Bestellung wurde storniert.\n\nLeider sind wir heute ausgebucht.')
    expect(mail.html).toContain('<p>Leider sind wir heute ausgebucht.</p>')
  })

  it('counter appointment: the proposed time and where to answer "Ja" or "Nein, Bestellung stornieren"', async () => {
    const order = await createOrder(context.payload, world, { appointment: '2026-11-21T17:30:00.000Z', counterAppointment: '2026-11-21T18:00:00.000Z' })
    await notifyOrder(context.payload, order.id, 'counterAppointment')

    const mail = await mailWithSubject(`Neuer Terminvorschlag für Ihre Bestellung ${order.uid}`)
    expect(mail.text).toContain(
      'Leider ist Ihr Wunschtermin nicht möglich. Wir schlagen Ihnen stattdessen den 21.11.2026 um 19:00 Uhr vor. Ist dieser Termin für Sie in Ordnung?',
    )
    expect(mail.text).toContain('Bitte antworten Sie auf Ihrer Statusseite mit „Ja“ oder „Nein, Bestellung stornieren“.')
    expect(mail.text).toContain(`Terminvorschlag beantworten: ${SERVER}/status/${order.uid}/${order.hash}`)
  })

  it('canceled: tells the customer the order was cancelled', async () => {
    const order = await createOrder(context.payload, world, { status: 'canceled' })
    await notifyOrder(context.payload, order.id, 'canceled')

    const mail = await mailWithSubject(`Ihre Bestellung ${order.uid} wurde storniert`)
    expect(mail.text).toContain('Ihre Bestellung wurde storniert.')
    expect(mail.text).toContain('Gesamtsumme: 12,90 €')
  })
})

describe('failures never fail the caller', () => {
  it('an unknown order is logged, not thrown', async () => {
    const logged = jest.spyOn(context.payload.logger, 'error').mockImplementation(() => undefined)
    await expect(notifyOrder(context.payload, 987654321, 'received')).resolves.toBe(false)
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ orderId: 987654321, event: 'received' }), 'Benachrichtigung zur Bestellung 987654321 (Bestellung eingegangen) konnte nicht gesendet werden.')
    logged.mockRestore()
  })

  it('an order without e-mail address gets no customer mail and no error', async () => {
    const logged = jest.spyOn(context.payload.logger, 'error')
    const order = await createOrder(context.payload, world, { email: null })
    const before = context.mailbox.messages.length
    await notifyOrder(context.payload, order.id, 'confirmed')
    expect(context.mailbox.messages.length).toBe(before)
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })
})

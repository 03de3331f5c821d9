import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'

import { receiptLines } from '@/src/server/printing/receiptContent'

import { firstError, orderIn, startWorkflowContext, type WorkflowContext } from './setup'

/**
 * Needs the `print-jobs` collection (collections/staff/print-jobs.ts) registered in the config and
 * its migration generated; until then the print calls answer 500.
 */
let context: WorkflowContext
let printerId: number
let displayId: number
let disabledId: number
let otherBranchPrinterId: number

const device = (branch: number, data: Record<string, unknown>) =>
  context.payload.create({ collection: 'devices', data: { identifier: `geraet-${Math.random().toString(36).slice(2)}`, name: 'Gerät', branch, ...data } as never, depth: 0, overrideAccess: true })

beforeAll(async () => {
  context = await startWorkflowContext()
  const { open, other } = context.world.branches
  displayId = (await device(open.id, { name: 'Küchenmonitor', type: 'display' })).id
  disabledId = (await device(open.id, { name: 'Alter Drucker', type: 'printer', isEnabled: false })).id
  printerId = (await device(open.id, { name: 'Bondrucker Küche', type: 'printer', isEnabled: true })).id
  otherBranchPrinterId = (await device(other.id, { name: 'Drucker ausgeschaltet', type: 'printer', isEnabled: false })).id
})
afterAll(() => context.close())

describe('POST /orders/{id}/print', () => {
  it('renders an 80 mm receipt PDF, stores it as upload and queues a job for the branch’s enabled printer', async () => {
    const order = await orderIn(context, 'confirmed', { comment: 'Bitte läuten' })
    const response = await context.request('POST', `/orders/${order.id}/print`, { token: context.world.staff.employee.token })
    expect(response.status).toBe(200)
    const { printJob } = await response.json()
    expect(printJob).toMatchObject({ device: printerId, order: order.id, branch: context.world.branches.open.id, status: 'queued', attempts: 0 })

    const upload = await context.payload.findByID({ collection: 'uploads', id: printJob.file, depth: 0, overrideAccess: true })
    expect(upload).toMatchObject({ mimeType: 'application/pdf', alt: `Beleg ${order.uid}`, extension: 'pdf' })
    const file = fs.readFileSync(path.join(process.env.MEDIA_DIR as string, 'uploads', upload.filename as string))
    const pdf = await PDFDocument.load(file)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getPage(0).getWidth()).toBeCloseTo(226.77, 1)
    expect(pdf.getTitle()).toBe(`Beleg ${order.uid}`)
  })

  it('answers 409 when the branch has no enabled printer', async () => {
    const order = await orderIn(context, 'pending', { branch: context.world.branches.other.id })
    const response = await context.request('POST', `/orders/${order.id}/print`, { token: context.world.staff.admin.token })
    expect(response.status).toBe(409)
    expect(await firstError(response)).toBe('Für diese Filiale ist kein Drucker eingerichtet.')
  })

  it('lets only staff of the branch print (401, 403, 404)', async () => {
    const order = await orderIn(context, 'pending')
    expect((await context.request('POST', `/orders/${order.id}/print`)).status).toBe(401)
    const foreign = await context.request('POST', `/orders/${order.id}/print`, { token: context.world.staff.otherEmployee.token })
    expect(foreign.status).toBe(403)
    const unknown = await context.request('POST', '/orders/99999999/print', { token: context.world.staff.admin.token })
    expect(await firstError(unknown)).toBe('Die Bestellung wurde nicht gefunden.')
  })
})

describe('receipt content', () => {
  it('holds order number, mode, table, appointment, items with configuration, comment and totals', () => {
    const lines = receiptLines(
      {
        uid: '20261121-1042', mode: 'dineIn', status: 'confirmed', tableIdentifier: '7', appointment: '2026-11-21T17:30:00.000Z',
        createdAt: '2026-11-21T17:05:00.000Z', comment: 'Bitte läuten', paymentMethod: 'cash', paymentStatus: 'onSite',
        items: [
          { name: 'Burger', amount: 2, unit: 'amount', partsSummary: 'Brot: Vollkorn\nExtras: Käse', comment: 'ohne Zwiebel', gross: 25 },
          { name: 'Bergkäse', amount: 0.5, unit: 'kg', gross: 16 },
        ],
        totals: { gross: 41, deliveryFee: 0, isApproximate: true, taxes: [{ rate: 10, net: 37.27, tax: 3.73, gross: 41 }] },
      },
      { branchName: 'Filiale Immer Offen', currency: 'EUR' },
    )
    const text = lines.map((line) => ('text' in line ? [line.text, line.right].filter(Boolean).join(' | ') : '---'))
    expect(text).toEqual([
      'Filiale Immer Offen',
      'Auftragsnummer 20261121-1042',
      'Vor Ort essen · Tisch 7',
      'Termin: 21.11.2026 18:30',
      'Bestellt: 21.11.2026 18:05',
      'Status: Bestätigt',
      '---',
      '2 × Burger | 25,00 €',
      'Brot: Vollkorn',
      'Extras: Käse',
      'Kommentar: ohne Zwiebel',
      '0,5 kg Bergkäse | 16,00 €',
      '---',
      'Anmerkung: Bitte läuten',
      '---',
      'Summe (ca.) | 41,00 €',
      'darin MwSt. 10 % | 3,73 €',
      'Zahlungsart: Barzahlung',
    ])
  })

  it('adds the delivery address and the delivery fee for delivery orders', () => {
    const lines = receiptLines({
      uid: '20261121-1043', mode: 'delivery', status: 'pending', createdAt: '2026-11-21T17:05:00.000Z', firstName: 'Erika', lastName: 'Musterfrau',
      street: 'Testgasse 1', door: '4', zipCode: '1010', city: 'Wien', phone: '+43 660 1234567', paymentMethod: 'mollie', paymentStatus: 'paid',
      items: [{ name: 'Wiener Schnitzel', amount: 1, unit: 'amount', gross: 12.9 }],
      totals: { gross: 16.4, deliveryFee: 3.5, taxes: [] },
    })
    const text = lines.map((line) => ('text' in line ? [line.text, line.right].filter(Boolean).join(' | ') : '---'))
    expect(text).toEqual(expect.arrayContaining([
      'Termin: so bald wie möglich', 'Lieferadresse', 'Erika Musterfrau', 'Testgasse 1 4', '1010 Wien', 'Tel. +43 660 1234567',
      'Liefergebühr | 3,50 €', 'Summe | 16,40 €', 'Zahlungsart: Online bezahlen (Mollie) (bezahlt)',
    ]))
  })
})

describe('POST /devices/{id}/test/print', () => {
  const testPrint = (id: number | string, token?: string) => context.request('POST', `/devices/${id}/test/print`, { token })

  it('queues a test receipt for the printer through the print-job path', async () => {
    const response = await testPrint(printerId, context.world.staff.employee.token)
    expect(response.status).toBe(200)
    const { doc } = await response.json()
    expect(doc).toMatchObject({ device: printerId, branch: context.world.branches.open.id, status: 'queued', attempts: 0 })
    const upload = await context.payload.findByID({ collection: 'uploads', id: doc.file, depth: 0, overrideAccess: true })
    expect(upload).toMatchObject({ mimeType: 'application/pdf', alt: 'Testdruck Bondrucker Küche' })
    const pdf = await PDFDocument.load(fs.readFileSync(path.join(process.env.MEDIA_DIR as string, 'uploads', upload.filename as string)))
    expect(pdf.getTitle()).toBe('Testdruck')
  })

  it('answers "Test nicht erfolgreich" with the reason for a device that is no printer or is off, 404 for none, 403 for another branch', async () => {
    const { employee } = context.world.staff
    const notPrinter = await testPrint(displayId, employee.token)
    expect([notPrinter.status, await firstError(notPrinter)]).toEqual([409, 'Test nicht erfolgreich: Das Gerät ist kein Drucker.'])
    const off = await testPrint(disabledId, employee.token)
    expect([off.status, await firstError(off)]).toEqual([409, 'Test nicht erfolgreich: Das Gerät ist deaktiviert.'])
    expect((await testPrint(999_999_999, employee.token)).status).toBe(404)
    expect((await testPrint('abc', employee.token)).status).toBe(404)
    expect((await testPrint(otherBranchPrinterId, employee.token)).status).toBe(403)
    expect((await testPrint(printerId)).status).toBe(401)
  })
})

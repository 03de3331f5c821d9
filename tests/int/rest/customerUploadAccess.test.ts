import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sql } from '@payloadcms/db-postgres'
import sharp from 'sharp'

import { createOrderAcknowledgement } from '@/src/server/notifications'

import { orderApi, type OrderApi } from '../ordering/client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'

type Upload = { id: number; version: number; extension: string; publicHash: string; mimeType: string; name: string }

let context: TestContext
let world: OrderingWorld
let api: OrderApi
let serveUpload: typeof import('@/src/server/api/media/serveMedia').serveUpload
let png: Buffer

let address = 0
const dataUrl = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`
async function uploadAsVisitor(name: string, type: string, data: Buffer, kind: 'image' | 'file' = 'file'): Promise<Upload> {
  const response = await api.request('POST', '/uploads/customer', { body: { name, dataUrl: dataUrl(type, data), kind }, headers: { 'X-Forwarded-For': `10.9.0.${++address}` } })
  expect(response.status).toBe(201)
  return response.json()
}

const file = (upload: Pick<Upload, 'id' | 'version' | 'extension'>) => `${upload.id}-${upload.version}.${upload.extension}`
const withHeaders = (headers: Record<string, string>) => new Request('http://localhost:3000/upload/x', { headers })

/** Places a cake order whose photo part carries the given files; answers the stored order. */
async function orderWith(...uploads: Upload[]) {
  const refs = uploads.map(({ id, publicHash, version, extension, mimeType }) => ({ id, publicHash, version, extension, mimeType }))
  const placed = await api.place(takeawayCheckout(world, { items: [{ product: world.products.cake, amount: 1, unit: 'amount', parts: [refs, 'Alles Gute'] }] }))
  expect(placed.status).toBe(201)
  return (await api.order(placed.body.uid))!
}

const mediaFile = (filename: string) => path.join(process.env.MEDIA_DIR as string, 'uploads', filename)

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
  ;({ serveUpload } = await import('@/src/server/api/media/serveMedia'))
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#DC0814' } }).png().toBuffer()
})
afterAll(() => context.close())

describe('customers\' files and order documents are private', () => {
  it('before ordering, the visitor who uploaded a file sees it with its upload answer (private cache)', async () => {
    const photo = await uploadAsVisitor('torte.png', 'image/png', png, 'image')
    const served = await serveUpload(context.payload, [photo.publicHash, file(photo)])
    expect(served.status).toBe(200)
    expect(served.headers.get('Cache-Control')).toBe('private, no-store')
    expect(served.headers.get('Content-Disposition')).toMatch(/^inline; filename="torte\.png"/)
  })

  it('a file attached to an order is not reachable without the order\'s hash, but with it and by staff', async () => {
    const photo = await uploadAsVisitor('foto.png', 'image/png', png, 'image')
    const note = await uploadAsVisitor('Wünsche.txt', 'text/plain', Buffer.from('Bitte mit Rosen'))
    const sketch = await uploadAsVisitor('skizze.txt', 'text/plain', Buffer.from('Rosen links, Schrift rechts'))
    const order = await orderWith(photo, note, sketch)
    const other = await orderWith(await uploadAsVisitor('anderes.png', 'image/png', png, 'image'))

    for (const upload of [photo, note]) {
      expect((await serveUpload(context.payload, [upload.publicHash, file(upload)])).status).toBe(404)
      expect((await serveUpload(context.payload, ['order', order.uid!, 'falsch', file(upload)])).status).toBe(404)
      expect((await serveUpload(context.payload, ['order', other.uid!, other.hash!, file(upload)])).status).toBe(404)
      const customer = await serveUpload(context.payload, ['order', order.uid!, order.hash!, file(upload)])
      expect(customer.status).toBe(200)
      expect(customer.headers.get('Cache-Control')).toBe('private, no-store')
    }

    const text = await serveUpload(context.payload, ['order', order.uid!, order.hash!, file(note)])
    expect(text.headers.get('Content-Disposition')).toBe(`attachment; filename="Wunsche.txt"; filename*=UTF-8''W%C3%BCnsche.txt`)
    expect(await text.text()).toBe('Bitte mit Rosen')

    const bearer = await serveUpload(context.payload, [note.publicHash, file(note)], withHeaders({ Authorization: `JWT ${world.staff.employee.token}` }))
    expect(bearer.status).toBe(200)
    expect(bearer.headers.get('Content-Disposition')).toMatch(/^attachment;/)
    expect(bearer.headers.get('Cache-Control')).toBe('private, no-store')
    const cookie = await serveUpload(context.payload, [photo.publicHash, file(photo)], withHeaders({ Cookie: `payload-token=${world.staff.admin.token}` }))
    expect(cookie.status).toBe(200)
    expect(Buffer.from(await cookie.arrayBuffer()).equals(png)).toBe(true)
    expect((await serveUpload(context.payload, [photo.publicHash, file(photo)], withHeaders({ Cookie: 'payload-token=kein-token' }))).status).toBe(404)

    // The back office opens files through Payload's own file route: staff only, private, documents as downloads.
    const { filename } = await context.payload.findByID({ collection: 'uploads', id: sketch.id, depth: 0, overrideAccess: true })
    const fileRoute = `/uploads/file/${filename}`
    expect((await api.request('GET', fileRoute)).status).toBe(403)
    const backOffice = await api.request('GET', fileRoute, { token: world.staff.employee.token })
    expect(backOffice.status).toBe(200)
    expect(backOffice.headers.get('Cache-Control')).toBe('private, no-store')
    expect(backOffice.headers.get('Content-Disposition')).toBe('attachment')
  })

  it('the order acknowledgement is linked through the order\'s hash and downloaded as an attachment', async () => {
    const order = await orderWith(await uploadAsVisitor('bild.png', 'image/png', png, 'image'))
    const uploadId = await createOrderAcknowledgement(context.payload, order.id)
    const view = await api.request('GET', `/orders/public/${order.uid}/${order.hash}`).then((response) => response.json())
    const { url } = view.snapshot.orderAcknowledgement
    expect(url).toBe(`/upload/order/${order.uid}/${order.hash}/${uploadId}-1.pdf`)

    const served = await serveUpload(context.payload, url.replace(/^\/upload\//, '').split('/'))
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('application/pdf')
    expect(served.headers.get('Content-Disposition')).toMatch(/^attachment; filename="Auftragsbestaetigung-/)
    expect(served.headers.get('Cache-Control')).toBe('private, no-store')

    const stored = await context.payload.findByID({ collection: 'uploads', id: uploadId, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ purpose: 'acknowledgement', order: order.id })
    expect((await serveUpload(context.payload, [stored.publicHash!, `${uploadId}-1.pdf`])).status).toBe(404)
  })

  it('the orphan job deletes a customer file no order took within 24 hours (file and record) and keeps attached ones', async () => {
    const orphan = await uploadAsVisitor('vergessen.png', 'image/png', png, 'image')
    const fresh = await uploadAsVisitor('gerade-eben.png', 'image/png', png, 'image')
    const attached = await uploadAsVisitor('bestellt.png', 'image/png', png, 'image')
    await orderWith(attached)
    const backdate = (id: number) =>
      context.payload.db.drizzle.execute(sql`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = ${id}`)
    await backdate(orphan.id)
    await backdate(attached.id)
    const stored = (id: number) => context.payload.findByID({ collection: 'uploads', id, depth: 0, overrideAccess: true, disableErrors: true })
    const orphanFile = mediaFile((await stored(orphan.id))!.filename!)
    expect(fs.existsSync(orphanFile)).toBe(true)

    // As the schedule runs it: a job of Payload's queue, run by the server's queue runner.
    await context.payload.jobs.queue({ task: 'deleteOrphanedUploads', input: {}, queue: 'maintenance' })
    await context.payload.jobs.run({ queue: 'maintenance' })

    expect(await stored(orphan.id)).toBeNull()
    expect(fs.existsSync(orphanFile)).toBe(false)
    expect(await stored(fresh.id)).toMatchObject({ purpose: 'customer', order: null })
    expect(await stored(attached.id)).toMatchObject({ purpose: 'customer', order: expect.any(Number) })
    expect(fs.existsSync(mediaFile((await stored(attached.id))!.filename!))).toBe(true)
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'

import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { setEnvironment } from '../support/environment'

let context: TestContext
let request: ReturnType<typeof restClient>
let png: Buffer

const RATE_LIMIT = 5
const refusal = (name: string) =>
  `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`
const dataUrl = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`

/**
 * Each test speaks from its own address (the one the app server verified and hands on in
 * X-Client-Address), so the rate limit only bites where a test wants it to.
 */
let address = 0
const upload = (body: unknown, ip = `10.0.0.${++address}`) =>
  request('POST', '/uploads/customer', { body, headers: { 'X-Client-Address': ip } })

let restoreLimit: () => void

beforeAll(async () => {
  // The limiter reads its limit when the endpoint module loads, i.e. with the config below.
  // (serveMedia imports the config too, so it is imported only afterwards.)
  restoreLimit = setEnvironment({ CUSTOMER_UPLOAD_RATE_LIMIT: String(RATE_LIMIT) })
  context = await startTestPayload()
  request = restClient(context.payload.config)
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#DC0814' } }).png().toBuffer()
})
afterAll(async () => {
  restoreLimit()
  await context.close()
})

describe('POST /api/uploads/customer: a visitor uploads a file for a configurable product', () => {
  it('stores an image without a session and answers the upload the cart part keeps', async () => {
    const response = await upload({ name: 'Hochzeitsfoto.png', dataUrl: dataUrl('image/png', png), kind: 'image' })
    expect(response.status).toBe(201)
    const answer = await response.json()
    expect(answer).toEqual({
      id: expect.any(Number), version: 1, extension: 'png', publicHash: expect.stringMatching(/^[0-9a-f]{32}$/),
      mimeType: 'image/png', name: 'Hochzeitsfoto.png',
    })
    const { serveUpload } = await import('@/src/server/api/media/serveMedia')
    const served = await serveUpload(context.payload, [answer.publicHash, `${answer.id}-1.png`])
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    const stored = await context.payload.findByID({ collection: 'uploads', id: answer.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ mimeType: 'image/png', publicHash: answer.publicHash })
  })

  it('accepts a document from the default list and names it after its real type', async () => {
    const text = Buffer.from('Bitte mit Aufschrift "Alles Gute"')
    const response = await upload({ name: 'wunsch', dataUrl: dataUrl('text/plain', text) })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ extension: 'txt', mimeType: 'text/plain', name: 'wunsch' })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['content that is no allowed type', { name: 'foto.png', dataUrl: dataUrl('image/png', Buffer.from('kein Bild')) }, 'foto.png'],
    ['a PDF for an image part', { name: 'katalog.pdf', dataUrl: dataUrl('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')), kind: 'image' }, 'katalog.pdf'],
    ['a WebP for an image part (only JPG, PNG and GIF)', { name: 'bild.webp', dataUrl: 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', kind: 'image' }, 'bild.webp'],
    ['a broken data URL', { name: 'x.png', dataUrl: 'kein data url' }, 'x.png'],
    ['an empty file', { name: 'leer.png', dataUrl: 'data:image/png;base64,' }, 'leer.png'],
  ])('refuses %s with 422 and the German text of the spec', async (_, body, name) => {
    const response = await upload(body)
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual([{ field: 'file', message: refusal(name) }])
  })

  it('refuses a file larger than 10 MB', async () => {
    const large = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)])
    const response = await upload({ name: 'riesig.png', dataUrl: dataUrl('image/png', large), kind: 'image' })
    expect(response.status).toBe(422)
    expect((await response.json()).errors[0].message).toBe(refusal('riesig.png'))
  })

  it('answers 422 per field for a malformed body', async () => {
    const response = await upload({ dataUrl: 42, kind: 'video' })
    expect(response.status).toBe(422)
    const fields = (await response.json()).errors.map((error: { field: string }) => error.field)
    expect(fields).toEqual(expect.arrayContaining(['name', 'dataUrl', 'kind']))
  })

  it('limits the uploads per address and minute', async () => {
    const body = { name: 'a.png', dataUrl: dataUrl('image/png', png) }
    for (let index = 0; index < RATE_LIMIT; index++) expect((await upload(body, '10.9.9.9')).status).toBe(201)
    const limited = await upload(body, '10.9.9.9')
    expect(limited.status).toBe(429)
    expect((await limited.json()).errors[0].message).toBe('Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.')
    expect((await upload(body, '10.9.9.10')).status).toBe(201)
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

import { serveImage, serveUpload } from '@/src/server/api/media/serveMedia'

import { unique } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

let context: TestContext
let request: ReturnType<typeof restClient>
let token: string

const SIZES = [['icon', 64], ['thumbnail', 128], ['tiny', 256], ['small', 640], ['medium', 1280], ['large', 1920]] as const

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  await context.payload.create({ collection: 'users', data: { email: 'media-admin@example.at', password: 'geheim123', roles: ['ROLE_ADMIN'] }, overrideAccess: true })
  token = (await (await request('POST', '/auth/authenticate', { body: { email: 'media-admin@example.at', password: 'geheim123' } })).json()).token
})
afterAll(() => context.close())

const formWith = (name: string, type: string, data: Buffer, fields: Record<string, string> = {}) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify(fields))
  return form
}

describe('images', () => {
  it('an uploaded PNG is served in all six sizes under /image/{size}/{id}-{version}.{ext}', async () => {
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#DC0814' } }).png().toBuffer()
    const response = await request('POST', '/images', { form: formWith('schnitzel.png', 'image/png', png, { alt: 'Wiener Schnitzel' }), token })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    expect(doc).toMatchObject({ version: 1, extension: 'png', alt: 'Wiener Schnitzel' })

    for (const [size, width] of SIZES) {
      const served = await serveImage(context.payload, [size, `${doc.id}-1.png`])
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe('image/png')
      expect(served.headers.get('Cache-Control')).toContain('immutable')
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(width)
    }
    const original = await serveImage(context.payload, [`${doc.id}-1.png`])
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(2400)
    expect((await serveImage(context.payload, ['product', `${doc.id}-1.png`])).status).toBe(200)
  })

  it('answers 404 for unknown sizes, ids and malformed names', async () => {
    expect((await serveImage(context.payload, ['huge', '1-1.png'])).status).toBe(404)
    expect((await serveImage(context.payload, ['999999-1.png'])).status).toBe(404)
    expect((await serveImage(context.payload, ['../etc/passwd'])).status).toBe(404)
  })

  it('refuses a file that is not an image with the German message of the spec', async () => {
    const fake = Buffer.from('Das ist kein Bild, sondern Text.')
    const response = await request('POST', '/images', { form: formWith('bild.png', 'image/png', fake), token })
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    expect(errors[0].message).toBe(
      'Die ausgewählte Datei "bild.png" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    )
  })

  it('refuses an upload without a session', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer()
    expect((await request('POST', '/images', { form: formWith('x.png', 'image/png', png) })).status).toBe(403)
  })
})

describe('files', () => {
  it('serves a file only with its unguessable public hash', async () => {
    const document = await PDFDocument.create()
    document.addPage().drawText('Katalog 2026')
    const pdf = Buffer.from(await document.save())
    // A name no other file in this worker's media folder has, or Payload stores it as 'katalog-3.pdf'.
    const name = `${unique('katalog')}.pdf`
    const response = await request('POST', '/uploads', { form: formWith(name, 'application/pdf', pdf), token })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    expect(doc.publicHash).toMatch(/^[0-9a-f]{32}$/)
    const served = await serveUpload(context.payload, [doc.publicHash, `${doc.id}-1.pdf`])
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('application/pdf')
    // Anything but an image is a download, also as a public site file (issue 20, headers scenario).
    expect(served.headers.get('Content-Disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`)
    expect((await serveUpload(context.payload, ['0'.repeat(32), `${doc.id}-1.pdf`])).status).toBe(404)
  })

  it('refuses a damaged PDF with the German message, not Payload\'s English one', async () => {
    const damaged = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n')
    const response = await request('POST', '/uploads', { form: formWith('kaputt.pdf', 'application/pdf', damaged), token })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual([
      { field: 'file', message: 'Die ausgewählte Datei "kaputt.pdf" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.' },
    ])
  })
})

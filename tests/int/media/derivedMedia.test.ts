import fs from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { PDFDocument, rgb } from 'pdf-lib'
import sharp from 'sharp'

import { serveImage, serveUpload } from '@/src/server/api/media/serveMedia'

import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * Issue 26, 2.7 and 2.8: the contact portrait /image/custom/contact/…, the catalogue preview
 * /upload/{hash}/preview/….jpg (rendered once, kept on disk) and SVG images, sanitised on upload
 * and served with a policy that lets them run and load nothing.
 */

let context: TestContext
let request: ReturnType<typeof restClient>
let token: string

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  await context.payload.create({ collection: 'users', data: { email: 'derived-admin@example.at', password: 'geheim123', roles: ['ROLE_ADMIN'] }, overrideAccess: true })
  token = (await (await request('POST', '/auth/authenticate', { body: { email: 'derived-admin@example.at', password: 'geheim123' } })).json()).token
})
afterAll(() => context.close())

const formWith = (name: string, type: string, data: Buffer, fields: Record<string, string> = {}) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify(fields))
  return form
}

const upload = async (collection: 'images' | 'uploads', name: string, type: string, data: Buffer, fields: Record<string, string> = {}) => {
  const response = await request('POST', `/${collection}`, { form: formWith(name, type, data, fields), token })
  return { status: response.status, body: await response.json() }
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('contact images', () => {
  it('serves the square portrait around the focal point at most 640 px wide, in the original format', async () => {
    // Left half red, right half blue: a focal point on the right gives a blue square.
    const left = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#DC0814' } }).png().toBuffer()
    const photo = await sharp({ create: { width: 2000, height: 800, channels: 3, background: '#0000FF' } })
      .composite([{ input: left, left: 0, top: 0 }]).jpeg().toBuffer()
    const { status, body } = await upload('images', 'portrait.jpg', 'image/jpeg', photo, { alt: 'Johanna Wieser' })
    expect(status).toBe(201)
    await context.payload.update({ collection: 'images', id: body.doc.id, data: { focalX: 90, focalY: 50 }, overrideAccess: true, depth: 0 })

    const served = await serveImage(context.payload, ['custom', 'contact', `${body.doc.id}-1.jpg`])
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/jpeg')
    expect(served.headers.get('Cache-Control')).toContain('immutable')
    const crop = await bytesOf(served)
    const meta = await sharp(crop).metadata()
    expect([meta.width, meta.height, meta.format]).toEqual([640, 640, 'jpeg'])
    const [red, , blue] = (await sharp(crop).stats()).channels.map((channel) => channel.mean)
    expect(blue).toBeGreaterThan(200)
    expect(red).toBeLessThan(60)
  })

  it('answers 404 for other custom kinds, unknown images and malformed names', async () => {
    expect((await serveImage(context.payload, ['custom', 'poster', '1-1.jpg'])).status).toBe(404)
    expect((await serveImage(context.payload, ['custom', 'contact', '999999-1.jpg'])).status).toBe(404)
    expect((await serveImage(context.payload, ['custom', 'contact', '../1-1.jpg'])).status).toBe(404)
  })
})

const catalogue = async () => {
  const document = await PDFDocument.create()
  const page = document.addPage([595, 842])
  page.drawRectangle({ x: 0, y: 0, width: 595, height: 842, color: rgb(0.86, 0.03, 0.08) })
  page.drawText('Katalog 2026', { x: 50, y: 400, size: 40 })
  document.addPage().drawText('Seite 2')
  return Buffer.from(await document.save())
}

describe('catalogue previews', () => {
  it('serves the first page of a public PDF as a JPEG, rendered once and then read from disk', async () => {
    const { status, body } = await upload('uploads', 'katalog.pdf', 'application/pdf', await catalogue())
    expect(status).toBe(201)
    const { id, publicHash } = (await context.payload.findByID({ collection: 'uploads', id: body.doc.id, depth: 0, overrideAccess: true }))
    const served = await serveUpload(context.payload, [publicHash!, 'preview', `${id}-1.jpg`])
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/jpeg')
    expect(served.headers.get('Cache-Control')).toContain('immutable')
    const preview = await bytesOf(served)
    const meta = await sharp(preview).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(640)
    expect(meta.height).toBe(Math.round((842 / 595) * 640))
    const [red, green] = (await sharp(preview).stats()).channels.map((channel) => channel.mean)
    expect(red).toBeGreaterThan(180)
    expect(green).toBeLessThan(80)

    // Kept on disk: a second request reads the same file, even when the PDF itself is gone.
    const staticDir = context.payload.collections.uploads.config.upload.staticDir!
    const kept = path.join(path.dirname(staticDir), 'derived', 'preview', `${id}-1.jpg`)
    expect((await fs.stat(kept)).size).toBe(preview.length)
    const pdfPath = path.join(staticDir, body.doc.filename)
    await fs.rename(pdfPath, `${pdfPath}.away`)
    try {
      const again = await serveUpload(context.payload, [publicHash!, 'preview', `${id}-1.jpg`])
      expect(Buffer.compare(await bytesOf(again), preview)).toBe(0)
    } finally {
      await fs.rename(`${pdfPath}.away`, pdfPath)
    }
  })

  it('answers 404 for a wrong hash, a file that is no PDF, a private file and another extension', async () => {
    const { body } = await upload('uploads', 'katalog.pdf', 'application/pdf', await catalogue())
    const { id, publicHash } = await context.payload.findByID({ collection: 'uploads', id: body.doc.id, depth: 0, overrideAccess: true })
    expect((await serveUpload(context.payload, ['0'.repeat(32), 'preview', `${id}-1.jpg`])).status).toBe(404)
    expect((await serveUpload(context.payload, [publicHash!, 'preview', `${id}-1.png`])).status).toBe(404)

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer()
    const image = await upload('uploads', 'bild.png', 'image/png', png)
    const stored = await context.payload.findByID({ collection: 'uploads', id: image.body.doc.id, depth: 0, overrideAccess: true })
    expect((await serveUpload(context.payload, [stored.publicHash!, 'preview', `${stored.id}-1.jpg`])).status).toBe(404)

    await context.payload.update({ collection: 'uploads', id, data: { purpose: 'receipt' }, overrideAccess: true, depth: 0 })
    expect((await serveUpload(context.payload, [publicHash!, 'preview', `${id}-1.jpg`])).status).toBe(404)
  })

  it('answers 404 for a damaged PDF instead of failing', async () => {
    const { body } = await upload('uploads', 'katalog.pdf', 'application/pdf', await catalogue())
    const { id, publicHash, filename } = await context.payload.findByID({ collection: 'uploads', id: body.doc.id, depth: 0, overrideAccess: true })
    const staticDir = context.payload.collections.uploads.config.upload.staticDir!
    await fs.writeFile(path.join(staticDir, filename!), '%PDF-1.7\nkaputt')
    expect((await serveUpload(context.payload, [publicHash!, 'preview', `${id}-1.jpg`])).status).toBe(404)
  })
})

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://tracker.example/a.css); .logo { fill: url(#verlauf) } .spy { fill: url(https://tracker.example/pixel) }</style>
  <defs><linearGradient id="verlauf"><stop offset="0" stop-color="#DC0814"/></linearGradient></defs>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <use xlink:href="https://tracker.example/sprite.svg#logo"/>
  <a href="javascript:alert(3)"><rect class="logo" width="100" height="50" onclick="alert(4)"/></a>
  <foreignObject><iframe src="https://tracker.example"></iframe></foreignObject>
  <text x="5" y="30">Alpenküche</text>
</svg>`

describe('SVG images', () => {
  it('are stored sanitised: no script, no handler, no external reference; the drawing stays', async () => {
    const { status, body } = await upload('images', 'logo.svg', 'image/svg+xml', Buffer.from(HOSTILE_SVG))
    expect(status).toBe(201)
    expect(body.doc).toMatchObject({ mimeType: 'image/svg+xml', extension: 'svg' })
    const served = await serveImage(context.payload, [`${body.doc.id}-1.svg`])
    expect(served.status).toBe(200)
    const text = (await bytesOf(served)).toString('utf8')
    for (const gone of ['<script', 'alert', 'onload', 'onclick', 'tracker.example', 'javascript:', 'foreignObject', 'iframe', '@import']) {
      expect(text).not.toContain(gone)
    }
    expect(text).toContain('viewBox="0 0 100 50"')
    expect(text).toContain('url(#verlauf)')
    expect(text).toContain('Alpenküche')
  })

  it('are served as image/svg+xml with a policy that runs and loads nothing, also as contact image', async () => {
    const { body } = await upload('images', 'icon.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="2"/></svg>'))
    for (const served of [await serveImage(context.payload, [`${body.doc.id}-1.svg`]), await serveImage(context.payload, ['small', `${body.doc.id}-1.svg`]), await serveImage(context.payload, ['custom', 'contact', `${body.doc.id}-1.svg`])]) {
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe('image/svg+xml')
      expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; object-src 'none'; base-uri 'none'; form-action 'none'")
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    }
  })

  it('refuses a file that only claims to be an SVG with the German message', async () => {
    const { status, body } = await upload('images', 'bild.svg', 'image/svg+xml', Buffer.from('<html><body><script>alert(1)</script></body></html>'))
    expect(status).toBe(400)
    expect(body.errors[0].message).toBe('Die ausgewählte Datei "bild.svg" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.')
  })

  it('are no files of the uploads collection (its types are unchanged)', async () => {
    const { status } = await upload('uploads', 'logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'))
    expect(status).toBe(400)
  })
})

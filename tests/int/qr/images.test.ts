import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib'
import sharp from 'sharp'

import { shortUrl } from '@/src/server/qr/image'

import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { createCode, uniqueIdentifier } from './fixtures'

/** The pictures of the codes (SVG, PNG at print size) and the printable sheet of a branch's table codes, for staff only. */
let context: TestContext
let world: OrderingWorld
let request: ReturnType<typeof restClient>
let customerToken: string
let tableCode: { id: number; identifier: string }
let flyer: { id: number; identifier: string }

beforeAll(async () => {
  context = await startTestPayload()
  const { payload } = context
  world = await createOrderingWorld(payload)
  request = restClient(payload.config)
  tableCode = await createCode(payload, 'tisch', { name: 'Tisch 7', path: '/', table: world.tableId })
  flyer = await createCode(payload, 'flyer', { name: 'Flyer', path: '/leistungen' })
  const email = `${uniqueIdentifier('kunde')}@example.at`
  await payload.create({
    collection: 'external-users',
    data: { email, password: 'geheim123', firstName: 'Kora', lastName: 'Kundin', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true },
    depth: 0,
    overrideAccess: true,
  })
  customerToken = (await payload.login({ collection: 'external-users', data: { email, password: 'geheim123' } })).token!
})
afterAll(() => context.close())

const image = (id: number, format?: string, token?: string) =>
  request('GET', `/qr-codes/${id}/image${format === undefined ? '' : `?format=${format}`}`, { token })
const sheet = (branch: number | string, token?: string) => request('GET', `/branches/${branch}/qr-sheet`, { token })
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('GET /api/qr-codes/{id}/image', () => {
  it('answers the SVG of the short URL, a table code with its number in the middle', async () => {
    const response = await image(tableCode.id, 'svg', world.staff.employee.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="QR-Code-${tableCode.identifier}.svg"; filename*=UTF-8''QR-Code-${tableCode.identifier}.svg`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="1200" viewBox="0 0 \d+ \d+"/)
    expect(svg).toContain('<title>Tisch 7</title>')
    expect(svg).toMatch(/<text [^>]+>7<\/text><\/svg>$/)
  })

  it('answers a PNG of 1200 × 1200 pixels at 300 dpi', async () => {
    const response = await image(flyer.id, 'png', world.staff.admin.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="QR-Code-${flyer.identifier}.png"`)
    const meta = await sharp(await bytes(response)).metadata()
    expect([meta.format, meta.width, meta.height, meta.density]).toEqual(['png', 1200, 1200, 300])
  })

  it('is the SVG without format; another format is refused in German', async () => {
    expect((await image(flyer.id, undefined, world.staff.admin.token)).headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    const refused = await image(flyer.id, 'gif', world.staff.admin.token)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ errors: [{ field: 'format', message: 'Bitte wählen Sie das Format svg oder png.' }] })
  })

  it('is for staff only: 401 without session, 403 for a shop customer, 404 for an unknown code', async () => {
    expect((await image(flyer.id, 'svg')).status).toBe(401)
    expect((await image(flyer.id, 'png', customerToken)).status).toBe(403)
    expect((await image(flyer.id, 'svg', world.staff.otherEmployee.token)).status).toBe(200)
    const unknown = await image(999_999_999, 'svg', world.staff.admin.token)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ errors: [{ message: 'Der QR-Code wurde nicht gefunden.' }] })
  })
})

/** The link areas of each page: the short URLs of its codes. */
async function linksPerPage(pdf: Buffer): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf)
  return doc.getPages().map((page) => {
    const annotations = page.node.Annots()
    if (!annotations) return []
    return annotations.asArray().map((ref) => {
      const action = (doc.context.lookup(ref) as PDFDict).lookup(PDFName.of('A'), PDFDict)
      return (action.lookup(PDFName.of('URI'), PDFString)).decodeText()
    })
  })
}

describe('GET /api/branches/{id}/qr-sheet', () => {
  it('is a PDF with one labelled area per table code, six to an A4 page, in table order', async () => {
    const { payload } = context
    const branch = await payload.create({ collection: 'branches', data: { name: 'Bogen Filiale', identifier: uniqueIdentifier('bogen') }, depth: 0, overrideAccess: true })
    const codes: string[] = []
    for (const number of ['10', '2', '1', '3', '4', '5', '6', '7']) {
      const table = await payload.create({ collection: 'tables', data: { identifier: number, branch: branch.id }, depth: 0, overrideAccess: true })
      codes[Number(number)] = (await createCode(payload, `bogen-${number}`, { name: `Tisch ${number}`, path: '/', table: table.id })).identifier
    }
    // a table without code and a code of another branch stay off the sheet
    await payload.create({ collection: 'tables', data: { identifier: '99', branch: branch.id }, depth: 0, overrideAccess: true })
    const response = await sheet(branch.id, world.staff.admin.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="QR-Codes-Tische-${branch.identifier}.pdf"`)
    const pdf = await bytes(response)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const url = shortUrl
    expect(await linksPerPage(pdf)).toEqual([
      [1, 2, 3, 4, 5, 6].map((number) => url(codes[number])),
      [7, 10].map((number) => url(codes[number])),
    ])
    const doc = await PDFDocument.load(pdf)
    expect(doc.getTitle()).toBe('QR-Codes der Tische – Bogen Filiale')
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 })
  })

  it('for a branch without table codes: one page that says how to make them', async () => {
    const response = await sheet(world.branches.other.id, world.staff.otherEmployee.token)
    expect(response.status).toBe(200)
    expect(await linksPerPage(await bytes(response))).toEqual([[]])
  })

  it('for the branch\u2019s staff and admins only', async () => {
    const open = world.branches.open.id
    expect((await sheet(open, world.staff.employee.token)).status).toBe(200)
    expect(await linksPerPage(await bytes(await sheet(open, world.staff.employee.token)))).toEqual([[shortUrl(tableCode.identifier)]])
    expect((await sheet(open)).status).toBe(401)
    expect((await sheet(open, customerToken)).status).toBe(403)
    expect((await sheet(open, world.staff.otherEmployee.token)).status).toBe(403)
    const unknown = await sheet(999_999_999, world.staff.admin.token)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ errors: [{ message: 'Die Filiale wurde nicht gefunden.' }] })
    expect((await sheet('abc', world.staff.admin.token)).status).toBe(404)
  })
})

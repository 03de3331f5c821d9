import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { unique } from '../access/actors'
import type { TestContext } from '../support/testPayload'
import { image, jpeg, part, pdf, postFiles, startImportContext, type ImportContext } from './importWorld'

/**
 * POST /api/custom/upload-images and /upload-files (issue 25): many files at once, matched to the
 * parts-shop products by name ({uid}_{n}.jpg, {uid}_*.pdf), every refused file with its German reason.
 */

let context: TestContext
let request: ImportContext['request']
let admin: string
let employee: string

beforeAll(async () => {
  ;({ context, request, admin, employee } = await startImportContext())
})
afterAll(() => context?.close())

const jpg = async (name: string) => ({ name, data: await jpeg(), type: 'image/jpeg' })
const product = (id: number) => context.payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true })

describe('POST /api/custom/upload-images', () => {
  it('sets image n of the product named by the file, keeps the images of a product that keeps them, reports the rest', async () => {
    const [first, second] = [await image(context.payload, 'Eins'), await image(context.payload, 'Zwei')]
    const pump = await part(context.payload, { uid: unique('5S9_ZP'), images: [first, second] })
    const kept = await part(context.payload, { images: [first], importSettings: { keepImages: true } })
    const files = [
      await jpg(`${pump.uid}_2.jpg`),
      await jpg(`${pump.uid}_5.JPG`),
      await jpg(`${kept.uid}_1.jpg`),
      await jpg('UNBEKANNT-4711_1.jpg'),
      await jpg('foto.jpg'),
      { name: `${pump.uid}_3.jpg`, data: Buffer.from('kein Bild'), type: 'image/jpeg' },
    ]
    const response = await postFiles(request, '/custom/upload-images', files, admin)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      saved: [{ file: `${pump.uid}_2.jpg`, uid: pump.uid, position: 2 }, { file: `${pump.uid}_5.JPG`, uid: pump.uid, position: 5 }],
      rejected: [
        { file: 'foto.jpg', uid: null, message: 'Der Dateiname passt nicht zum Muster {Materialnummer}_{Nummer}.jpg (z. B. 5S9-ZP-016-R_1.jpg).' },
        { file: `${kept.uid}_1.jpg`, uid: kept.uid, message: 'Nicht übernommen: Beim Produkt ist „Bilder beim Import nicht überschreiben“ eingeschaltet.' },
        { file: 'UNBEKANNT-4711_1.jpg', uid: 'UNBEKANNT-4711', message: 'Es gibt kein Produkt des Teileshops mit der Materialnummer „UNBEKANNT-4711“.' },
        { file: `${pump.uid}_3.jpg`, uid: pump.uid, message: `Die Datei „${pump.uid}_3.jpg“ kann nicht verarbeitet werden (Dateityp nicht erkannt, nicht erlaubt oder zu groß).` },
      ],
    })
    const images = (await product(pump.id)).images as number[]
    expect(images).toHaveLength(3)
    expect(images[0]).toBe(first)
    expect(images[1]).not.toBe(second)
    const stored = await context.payload.findByID({ collection: 'images', id: images[2], depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ alt: 'Teil', mimeType: 'image/jpeg' })
    expect((await product(kept.id)).images).toEqual([first])
  })
})

describe('POST /api/custom/upload-files', () => {
  it('adds {uid}_*.pdf to the product’s documents; the same name again replaces the file (a new version); the rest is reported', async () => {
    const valve = await part(context.payload, { uid: unique('5S9-WV') })
    const first = await postFiles(request, '/custom/upload-files', [
      { name: `${valve.uid}_Datenblatt.pdf`, data: await pdf(), type: 'application/pdf' },
      { name: `${valve.uid}_Betriebsanleitung_de.pdf`, data: await pdf('Anleitung'), type: 'application/pdf' },
      { name: 'NIEMAND-1_Datenblatt.pdf', data: await pdf(), type: 'application/pdf' },
      { name: `${valve.uid}.pdf`, data: await pdf(), type: 'application/pdf' },
      { name: `${valve.uid}_Zeichnung.pdf`, data: Buffer.from('kein PDF'), type: 'application/pdf' },
    ], admin)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({
      saved: [{ file: `${valve.uid}_Datenblatt.pdf`, uid: valve.uid }, { file: `${valve.uid}_Betriebsanleitung_de.pdf`, uid: valve.uid }],
      rejected: [
        { file: `${valve.uid}.pdf`, uid: null, message: 'Der Dateiname passt nicht zum Muster {Materialnummer}_{Name}.pdf (z. B. 5S9-ZP-016-R_Datenblatt.pdf).' },
        { file: 'NIEMAND-1_Datenblatt.pdf', uid: 'NIEMAND-1', message: 'Es gibt kein Produkt des Teileshops mit der Materialnummer „NIEMAND-1“.' },
        { file: `${valve.uid}_Zeichnung.pdf`, uid: valve.uid, message: `Die Datei „${valve.uid}_Zeichnung.pdf“ kann nicht verarbeitet werden (Dateityp nicht erkannt, nicht erlaubt oder zu groß).` },
      ],
    })
    const documents = (await product(valve.id)).documents as number[]
    expect(documents).toHaveLength(2)
    const datasheet = await context.payload.findByID({ collection: 'uploads', id: documents[0], depth: 0, overrideAccess: true })
    expect(datasheet).toMatchObject({ alt: `${valve.uid}_Datenblatt.pdf`, mimeType: 'application/pdf', version: 1 })

    const again = await postFiles(request, '/custom/upload-files', [{ name: `${valve.uid}_Datenblatt.pdf`, data: await pdf('neu'), type: 'application/pdf' }], admin)
    expect((await again.json()).saved).toHaveLength(1)
    expect((await product(valve.id)).documents).toEqual(documents)
    expect(await context.payload.findByID({ collection: 'uploads', id: documents[0], depth: 0, overrideAccess: true })).toMatchObject({ version: 2 })
  })
})

describe('who may upload, and the request', () => {
  it.each(['/custom/upload-images', '/custom/upload-files'])('%s: 401 without a session, 403 for an employee, 422 without files', async (path) => {
    const files = [await jpg('A_1.jpg')]
    const anonymous = await postFiles(request, path, files)
    expect({ status: anonymous.status, body: await anonymous.json() }).toEqual({ status: 401, body: { errors: [{ message: 'Bitte melden Sie sich an.' }] } })
    const refused = await postFiles(request, path, files, employee)
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 403, body: { errors: [{ message: 'Sie haben keine Berechtigung für diese Aktion.' }] } })
    const empty = await request('POST', path, { body: {}, token: admin })
    expect({ status: empty.status, body: await empty.json() }).toEqual({ status: 422, body: { errors: [{ field: 'files', message: 'Bitte wählen Sie mindestens eine Datei aus.' }] } })
  })
})

import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

import { unique } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

type Request = ReturnType<typeof restClient>

/** Signs a new back-office account of the roles in; answers its token. */
export async function staffToken(payload: Payload, roles: string[]): Promise<string> {
  const email = `${unique('import')}@example.at`
  const password = 'geheim123'
  await payload.create({ collection: 'users', data: { email, password, roles: roles as never }, depth: 0, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token!
}

/** A parts-shop product as a test starts it. */
export async function part(payload: Payload, data: Record<string, unknown>): Promise<{ id: number; uid: string }> {
  const created = await payload.create({
    collection: 'products',
    data: { name: 'Teil', uid: unique('TEIL'), catalogue: 'parts', unit: 'amount', ...data } as never,
    depth: 0,
    overrideAccess: true,
  })
  return { id: created.id, uid: created.uid as string }
}

/** A small JPEG of one colour. */
export const jpeg = (color = '#1F4E79'): Promise<Buffer> => sharp({ create: { width: 16, height: 12, channels: 3, background: color } }).jpeg().toBuffer()

/** A stored image. */
export async function image(payload: Payload, alt: string): Promise<number> {
  const data = await jpeg()
  const created = await payload.create({ collection: 'images', data: { alt }, file: { data, size: data.length, mimetype: 'image/jpeg', name: `${unique('bild')}.jpg` }, depth: 0, overrideAccess: true })
  return created.id
}

/** A one-page PDF with a line of text. */
export async function pdf(text = 'Datenblatt'): Promise<Buffer> {
  const document = await PDFDocument.create()
  document.addPage([200, 100]).drawText(text, { x: 10, y: 50, size: 12 })
  return Buffer.from(await document.save())
}

/** POSTs files as multipart/form-data (field `files`). */
export function postFiles(request: Request, path: string, files: { name: string; data: Buffer; type: string }[], token?: string) {
  const form = new FormData()
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return request('POST', path, { form, token })
}

/** What the import tests work with: Payload on the test database, its REST client, an admin's and an employee's token. */
export type ImportContext = { context: TestContext; request: ReturnType<typeof restClient>; admin: string; employee: string }

export async function startImportContext(): Promise<ImportContext> {
  const context = await startTestPayload()
  return {
    context,
    request: restClient(context.payload.config),
    admin: await staffToken(context.payload, ['ROLE_ADMIN']),
    employee: await staffToken(context.payload, ['ROLE_EMPLOYEE']),
  }
}

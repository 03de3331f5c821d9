import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { ParsedMail } from 'mailparser'
import zlib from 'node:zlib'

import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * POST /api/custom/forms (parts-shop-and-site.md section 7, contact form submit): the mail with its
 * uploads reaches the receiver configured for the form's block, never an address only the browser
 * names; invalid fields and files are refused in German; bursts are limited.
 */

const SENT = 'Ihre Anfrage wurde erfolgreich abgeschickt. Wir melden uns schnellstmöglich telefonisch oder auf die von Ihnen angegebene Mailadresse. Danke!'
const TOO_MANY = 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.'

const CONTACT_EMAIL = 'vertrieb-formular@example.at'
const MAP_EMAIL = 'karte-formular@example.at'
const COMPANY_EMAIL = 'zentrale-formular@example.at'
const ATTACKER = 'angreifer@evil.example'
const PAGE_PATH = '/kontakt-formular-test'

let context: TestContext
let request: ReturnType<typeof restClient>
let formDataBlockId: string
let formMapBlockId: string
let savedCompanyEmail: string | null | undefined
const savedRateLimit = process.env.CONTACT_FORM_RATE_LIMIT

type Upload = { name: string; data: Buffer; type?: string }

/** Each request from an address of its own, so the limit bites only where a test wants it to. */
let address = 0
function send(fields: Record<string, string>, uploads: Upload[] = [], ip = `10.77.0.${++address}`) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const upload of uploads) form.append('uploads', new Blob([new Uint8Array(upload.data)], { type: upload.type ?? 'application/octet-stream' }), upload.name)
  return request('POST', '/custom/forms', { form, headers: { 'X-Client-Address': ip } })
}

/** A complete form; `marker` in the message finds the mail it causes. */
const formFields = (marker: string, change: Record<string, string> = {}): Record<string, string> => ({
  subject: 'Website Formular',
  receiver: '',
  email: 'erika@example.at',
  firstName: 'Erika',
  lastName: 'Musterfrau',
  phone: '+43 660 1234567',
  company: 'Muster <GmbH> & Co',
  comment: `Bitte um <b>Rückruf</b> (${marker}).\nDanke`,
  privacy: 'on',
  pagePath: PAGE_PATH,
  blockId: formDataBlockId,
  ...change,
})

const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address) ?? [])
const mailWith = (marker: string) => context.mailbox.waitFor((mail) => Boolean(mail.text?.includes(marker)))
const mailsWith = (marker: string) => context.mailbox.messages.filter((mail) => mail.text?.includes(marker))

/** A zip archive of stored (uncompressed) entries, enough for file-type to read it. */
function storedZip(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const crc = zlib.crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    parts.push(local, fileName, data)
    directory.push(central, fileName)
    offset += 30 + fileName.length + data.length
  }
  const centralDirectory = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(directory.length / 2, 8)
  end.writeUInt16LE(directory.length / 2, 10)
  end.writeUInt32LE(centralDirectory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...parts, centralDirectory, end])
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const DOCX = storedZip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
})
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256)])

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  const { payload } = context
  savedCompanyEmail = (await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true })).email
  await payload.updateGlobal({ slug: 'config', data: { email: COMPANY_EMAIL }, depth: 0, overrideAccess: true })
  const contact = await payload.create({
    collection: 'blocks',
    data: { name: 'Kontakt Formular-Test', identifier: 'kontakt-formular-test', type: 'contact', content: { name: 'Paula Prüf', phone: '+43 1 234567', email: CONTACT_EMAIL } },
    depth: 0,
    overrideAccess: true,
  })
  const site = await payload.create({
    collection: 'sites',
    data: {
      name: 'Kontakt (Formular-Test)',
      path: PAGE_PATH,
      type: 'custom_site',
      _status: 'published',
      content: {
        body: [
          { blockType: 'formData', subject: 'Anfrage Vertrieb', contact: contact.id },
          { blockType: 'formMap', subject: 'Anfrage Standort', email: MAP_EMAIL },
        ],
      },
    },
    depth: 0,
    overrideAccess: true,
  })
  const body = site.content?.body ?? []
  formDataBlockId = body.find((block) => block.blockType === 'formData')!.id!
  formMapBlockId = body.find((block) => block.blockType === 'formMap')!.id!
})

afterAll(async () => {
  if (savedRateLimit === undefined) delete process.env.CONTACT_FORM_RATE_LIMIT
  else process.env.CONTACT_FORM_RATE_LIMIT = savedRateLimit
  await context?.payload.updateGlobal({ slug: 'config', data: { email: savedCompanyEmail ?? null }, depth: 0, overrideAccess: true })
  await context?.close()
})

describe('a contact form reaches its configured receiver', () => {
  it('mails the entries with the uploads attached to the contact block\'s e-mail, replying to the visitor, and keeps a lead', async () => {
    const response = await send(formFields('mit-anhang'), [
      { name: 'angebot.pdf', data: PDF, type: 'application/pdf' },
      { name: 'C:\\Daten\\brief.docx', data: DOCX },
    ])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: SENT })

    const mail = await mailWith('mit-anhang')
    expect(recipients(mail)).toEqual([CONTACT_EMAIL])
    expect(mail.subject).toBe('Anfrage Vertrieb')
    expect(mail.replyTo?.value).toEqual([{ address: 'erika@example.at', name: 'Erika Musterfrau' }])
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      ['angebot.pdf', 'application/pdf'],
      ['brief.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ])
    expect(mail.attachments[0].content.equals(PDF)).toBe(true)
    expect(mail.attachments[1].content.equals(DOCX)).toBe(true)
    for (const line of ['Vorname: Erika', 'Nachname: Musterfrau', 'E-Mail: erika@example.at', 'Telefon: +43 660 1234567', 'Firma: Muster <GmbH> & Co', `Seite: ${PAGE_PATH}`, 'Anhänge: angebot.pdf, brief.docx']) {
      expect(mail.text).toContain(line)
    }
    // every value the visitor wrote is escaped in the HTML part
    expect(mail.html).toContain('Muster &lt;GmbH&gt; &amp; Co')
    expect(mail.html).toContain('Bitte um &lt;b&gt;Rückruf&lt;/b&gt; (mit-anhang).<br>Danke')
    expect(mail.html).not.toContain('<b>Rückruf')

    const { docs } = await context.payload.find({ collection: 'analytics-leads', where: { message: { contains: 'mit-anhang' } }, depth: 0, overrideAccess: true })
    expect(docs).toEqual([
      expect.objectContaining({ email: 'erika@example.at', name: 'Erika Musterfrau', phone: '+43 660 1234567', company: 'Muster <GmbH> & Co', source: PAGE_PATH, status: 'new' }),
    ])
    expect(docs[0].message).toContain(`Empfänger: ${CONTACT_EMAIL}`)
    expect(docs[0].message).toContain('Betreff: Anfrage Vertrieb')
  })

  it('sends the map block\'s form to the map block\'s e-mail with its subject', async () => {
    expect((await send(formFields('karten-block', { blockId: formMapBlockId, subject: 'Egal' }))).status).toBe(200)
    const mail = await mailWith('karten-block')
    expect(recipients(mail)).toEqual([MAP_EMAIL])
    expect(mail.subject).toBe('Anfrage Standort')
  })

  it('accepts the form as JSON without files, with the default subject when no block is named', async () => {
    const fields = { ...formFields('als-json', { blockId: '', pagePath: '', subject: '' }), privacy: true }
    const response = await request('POST', '/custom/forms', { body: fields, headers: { 'X-Client-Address': `10.77.1.${++address}` } })
    expect(response.status).toBe(200)
    const mail = await mailWith('als-json')
    expect(recipients(mail)).toEqual([COMPANY_EMAIL])
    expect(mail.subject).toBe('Website Formular')
  })
})

describe('the browser cannot choose the receiver (no open relay)', () => {
  it('ignores a forged receiver next to a known block: the block\'s receiver gets the mail', async () => {
    expect((await send(formFields('gefaelscht-block', { receiver: ATTACKER }))).status).toBe(200)
    expect(recipients(await mailWith('gefaelscht-block'))).toEqual([CONTACT_EMAIL])
    expect(mailsWith('gefaelscht-block').flatMap(recipients)).not.toContain(ATTACKER)
  })

  it('ignores a forged receiver without a block: the company e-mail gets the mail', async () => {
    expect((await send(formFields('gefaelscht-ohne', { receiver: ATTACKER, blockId: 'unbekannt', pagePath: '/irgendwo' }))).status).toBe(200)
    expect(recipients(await mailWith('gefaelscht-ohne'))).toEqual([COMPANY_EMAIL])
    expect(context.mailbox.messages.flatMap(recipients)).not.toContain(ATTACKER)
  })

  it('uses a receiver the browser names only when it is a configured address', async () => {
    expect((await send(formFields('bekannt', { receiver: MAP_EMAIL, blockId: '' }))).status).toBe(200)
    expect(recipients(await mailWith('bekannt'))).toEqual([MAP_EMAIL])
  })
})

describe('uploads are checked by name, size, count and content', () => {
  it('refuses an .exe renamed .pdf with a German message and sends nothing', async () => {
    const response = await send(formFields('exe-als-pdf'), [{ name: 'rechnung.pdf', data: EXE, type: 'application/pdf' }])
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: [{ field: 'uploads', message: 'Die Datei „rechnung.pdf“ ist keine gültige PDF-, Word- oder ZIP-Datei.' }] })
    expect(mailsWith('exe-als-pdf')).toEqual([])
  })

  it.each<[string, Upload[], string]>([
    ['an .exe by its name', [{ name: 'setup.exe', data: EXE }], 'Die Datei „setup.exe“ hat keinen erlaubten Typ. Erlaubt sind PDF, Word (DOC, DOCX) und ZIP.'],
    ['a 6th file', Array.from({ length: 6 }, (_, index) => ({ name: `teil-${index}.pdf`, data: PDF })), 'Bitte wählen Sie höchstens 5 Dateien aus.'],
    ['a file over 10 MB', [{ name: 'gross.pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }], 'Die Datei „gross.pdf“ ist zu groß (höchstens 10 MB).'],
  ])('refuses %s with 422', async (_, uploads, message) => {
    const response = await send(formFields('datei-abgelehnt'), uploads)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: [{ field: 'uploads', message }] })
  })

  it('refuses a body over 21 MB with 413', async () => {
    const huge = Buffer.alloc(22 * 1024 * 1024)
    const response = await send(formFields('zu-gross'), [{ name: 'a.zip', data: huge }, { name: 'b.zip', data: huge }])
    expect(response.status).toBe(413)
    expect((await response.json()).errors).toEqual([{ field: 'uploads', message: 'Die Anfrage ist zu groß.' }])
  })
})

describe('invalid fields are answered 422 in German, one entry per field', () => {
  it.each<[string, Record<string, string>, string, string]>([
    ['an e-mail that is no address', { email: 'erika.example.at' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    ['a first name of 1 character', { firstName: 'E' }, 'firstName', 'Bitte geben Sie Ihren Vornamen an (mindestens 2 Zeichen).'],
    ['a last name of 1 character', { lastName: 'M' }, 'lastName', 'Bitte geben Sie Ihren Nachnamen an (mindestens 2 Zeichen).'],
    ['a phone of 5 characters', { phone: '12345' }, 'phone', 'Bitte geben Sie Ihre Telefonnummer an (mindestens 6 Zeichen).'],
    ['the privacy checkbox not ticked', { privacy: '' }, 'privacy', 'Bitte akzeptieren Sie die Datenschutzerklärung.'],
    ['a message over 10,000 characters', { comment: 'x'.repeat(10_001) }, 'comment', 'Höchstens 10000 Zeichen.'],
  ])('%s', async (_, change, field, message) => {
    const response = await send(formFields('ungueltig', change))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: [{ field, message }] })
  })

  it('lists every missing field of an empty form and sends nothing', async () => {
    const before = context.mailbox.messages.length
    const response = await send({})
    expect(response.status).toBe(422)
    const fields = (await response.json()).errors.map((error: { field: string }) => error.field)
    expect(fields).toEqual(['firstName', 'lastName', 'email', 'phone', 'privacy'])
    expect(context.mailbox.messages.length).toBe(before)
  })
})

describe('abuse limit', () => {
  it('answers 429 with Retry-After once a client exceeds CONTACT_FORM_RATE_LIMIT', async () => {
    process.env.CONTACT_FORM_RATE_LIMIT = '2'
    const ip = '10.77.9.9'
    expect((await send({}, [], ip)).status).toBe(422)
    expect((await send({}, [], ip)).status).toBe(422)
    const refused = await send(formFields('zu-oft'), [], ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await refused.json()).errors).toEqual([{ message: TOO_MANY }])
    expect(mailsWith('zu-oft')).toEqual([])
    // another client is not affected
    expect((await send(formFields('anderer-client'), [], '10.77.9.10')).status).toBe(200)
  })
})

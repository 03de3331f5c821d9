import { describe, expect, it } from '@jest/globals'

import { attachmentName, attachmentType, UPLOAD_ACCEPT, UPLOAD_LIMITS, uploadContentFits, uploadListError } from '@/src/domain/contactForm'

const MB = 1024 * 1024
const file = (name: string, size = 1000) => ({ name, size })

describe('uploadListError (section 5: PDF, doc, docx and zip, multiple files)', () => {
  it('has the limits of docs/decisions.md: 5 files, 10 MB each, 20 MB together', () => {
    expect(UPLOAD_LIMITS).toEqual({ maxFiles: 5, maxFileBytes: 10 * MB, maxTotalBytes: 20 * MB })
  })

  it.each(['angebot.pdf', 'Lebenslauf.DOC', 'brief.docx', 'zeichnungen.zip'])('accepts %s', (name) => {
    expect(uploadListError([file(name)])).toBeNull()
  })

  it('accepts no files and exactly 5 files', () => {
    expect(uploadListError([])).toBeNull()
    expect(uploadListError(Array.from({ length: 5 }, (_, index) => file(`teil-${index}.pdf`)))).toBeNull()
  })

  it.each<[string, { name: string; size: number }[], string]>([
    ['a 6th file', Array.from({ length: 6 }, (_, index) => file(`teil-${index}.pdf`)), 'Bitte wählen Sie höchstens 5 Dateien aus.'],
    ['an .exe', [file('setup.exe')], 'Die Datei „setup.exe“ hat keinen erlaubten Typ. Erlaubt sind PDF, Word (DOC, DOCX) und ZIP.'],
    ['a file without extension', [file('pdf')], 'Die Datei „pdf“ hat keinen erlaubten Typ. Erlaubt sind PDF, Word (DOC, DOCX) und ZIP.'],
    ['an image', [file('foto.jpg')], 'Die Datei „foto.jpg“ hat keinen erlaubten Typ. Erlaubt sind PDF, Word (DOC, DOCX) und ZIP.'],
    ['an empty file', [file('leer.pdf', 0)], 'Die Datei „leer.pdf“ ist leer.'],
    ['a file over 10 MB', [file('gross.pdf', 10 * MB + 1)], 'Die Datei „gross.pdf“ ist zu groß (höchstens 10 MB).'],
    ['three files of 7 MB (21 MB together)', [file('a.pdf', 7 * MB), file('b.pdf', 7 * MB), file('c.pdf', 7 * MB)], 'Die Dateien sind zusammen zu groß (höchstens 20 MB).'],
  ])('refuses %s', (_, files, message) => expect(uploadListError(files)).toBe(message))

  it('accepts a file of exactly 10 MB and 20 MB together', () => {
    expect(uploadListError([file('a.pdf', 10 * MB), file('b.zip', 10 * MB)])).toBeNull()
  })

  it('lets the file input offer the four extensions', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', '.zip']))
  })
})

describe('uploadContentFits (the type read from the bytes must fit the name)', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

  it.each<[string, string | undefined, boolean]>([
    ['angebot.pdf', 'application/pdf', true],
    ['alt.doc', 'application/x-cfb', true],
    ['brief.docx', DOCX, true],
    ['brief.docx', 'application/zip', true],
    ['archiv.zip', 'application/zip', true],
    ['setup.pdf', 'application/x-msdownload', false],
    ['text.pdf', undefined, false],
    ['archiv.pdf', 'application/zip', false],
    ['makro.docx', 'application/vnd.ms-word.document.macroenabled.12', false],
    ['tabelle.doc', 'application/pdf', false],
  ])('%s read as %s → %s', (name, type, expected) => expect(uploadContentFits(name, type)).toBe(expected))
})

describe('attachment name and type', () => {
  it.each<[string, string]>([
    ['C:\\Users\\erika\\Angebot.pdf', 'Angebot.pdf'],
    ['../../etc/passwd.zip', 'passwd.zip'],
    ['an"ge<bot>.pdf', 'angebot.pdf'],
    [`${'x'.repeat(200)}.docx`, `${'x'.repeat(120)}.docx`],
  ])('%s → %s', (name, expected) => expect(attachmentName(name)).toBe(expected))

  it('attaches by extension', () => {
    expect(attachmentType('a.PDF')).toBe('application/pdf')
    expect(attachmentType('a.doc')).toBe('application/msword')
    expect(attachmentType('a.zip')).toBe('application/zip')
  })
})

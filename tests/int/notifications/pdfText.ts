import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib'

/** WinAnsi differs from Latin-1 in 0x80–0x9F; these are the characters our documents use there. */
const WIN_ANSI_EXTRA: Record<number, string> = { 0x80: '€', 0x82: '‚', 0x84: '„', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' }

const decodeWinAnsi = (bytes: Buffer): string => Array.from(bytes, (byte) => WIN_ANSI_EXTRA[byte] ?? String.fromCharCode(byte)).join('')

function streamBytes(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.get(PDFName.of('Filter'))
  return filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents
}

/** The texts a page shows: every `<hex> Tj` of its content streams, decoded from WinAnsi. */
function pageTexts(doc: PDFDocument, contents: PDFObject | undefined): string[] {
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
  return streams.flatMap((ref) => {
    const stream = doc.context.lookup(ref)
    if (!(stream instanceof PDFRawStream)) return []
    const operators = Buffer.from(streamBytes(stream)).toString('latin1')
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => decodeWinAnsi(Buffer.from(match[1], 'hex')))
  })
}

/** Every drawn text of a PDF made with pdf-lib's standard fonts, page by page, in drawing order. */
export async function pdfTexts(bytes: Uint8Array): Promise<{ pageCount: number; texts: string[]; title?: string }> {
  const doc = await PDFDocument.load(bytes)
  const texts = doc.getPages().flatMap((page) => pageTexts(doc, page.node.Contents()))
  return { pageCount: doc.getPageCount(), texts, title: doc.getTitle() }
}

import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'

import type { ReceiptLine } from './receiptContent'

/** 80 mm receipt paper (226.77 pt); about 72 mm of it is printable. */
const RECEIPT_WIDTH = (80 / 25.4) * 72
const MARGIN = 12
const DEFAULT_SIZE = 9
const LINE_FACTOR = 1.3

type Fonts = { regular: PDFFont; bold: PDFFont; supported: Set<number> }
type Placed = { text: string; right?: string; size: number; bold: boolean; x: number } | { rule: true } | { gap: number }

/** Replaces what Helvetica (WinAnsi) cannot print: accents are dropped, anything else becomes '?'. */
function printable(text: string, supported: Set<number>): string {
  return Array.from(text.replace(/[\r\t]/g, ' '))
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char
      const base = char.normalize('NFD').replace(/\p{M}/gu, '')
      return base && Array.from(base).every((part) => supported.has(part.codePointAt(0)!)) ? base : '?'
    })
    .join('')
}

/** Breaks a text into lines no wider than `width` (a word wider than a line stands alone). */
function wrap(text: string, width: number, font: PDFFont, size: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (!line || font.widthOfTextAtSize(candidate, size) <= width) line = candidate
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

/** Lays the lines out: wrapped, with the right-hand amount on the first line of each entry. */
function place(lines: ReceiptLine[], fonts: Fonts): Placed[] {
  return lines.flatMap((line): Placed[] => {
    if (!('text' in line)) return [line]
    const size = line.size ?? DEFAULT_SIZE
    const bold = line.bold ?? false
    const font = bold ? fonts.bold : fonts.regular
    const x = MARGIN + (line.indent ?? 0)
    const right = line.right ? printable(line.right, fonts.supported) : undefined
    const reserved = right ? font.widthOfTextAtSize(right, size) + 6 : 0
    const wrapped = wrap(printable(line.text, fonts.supported), RECEIPT_WIDTH - MARGIN - x - reserved, font, size)
    return wrapped.map((text, index) => ({ text, size, bold, x, right: index === 0 ? right : undefined }))
  })
}

const heightOf = (entry: Placed) => ('text' in entry ? entry.size * LINE_FACTOR : 'rule' in entry ? 8 : entry.gap)

/**
 * Renders receipt lines as a one-page PDF of 80 mm width and just the height the content needs,
 * as receipt printers feed continuous paper. Helvetica, WinAnsi-safe.
 */
export async function renderReceiptPdf(lines: ReceiptLine[], title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setLanguage('de-AT')
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)])
  const placed = place(lines, { regular, bold, supported: new Set(regular.getCharacterSet()) })
  const height = placed.reduce((sum, entry) => sum + heightOf(entry), 2 * MARGIN)
  const page = doc.addPage([RECEIPT_WIDTH, height])
  let y = height - MARGIN
  for (const entry of placed) {
    if ('text' in entry) {
      const font = entry.bold ? bold : regular
      page.drawText(entry.text, { x: entry.x, y: y - entry.size, size: entry.size, font })
      if (entry.right) {
        page.drawText(entry.right, { x: RECEIPT_WIDTH - MARGIN - font.widthOfTextAtSize(entry.right, entry.size), y: y - entry.size, size: entry.size, font })
      }
    } else if ('rule' in entry) {
      page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: RECEIPT_WIDTH - MARGIN, y: y - 4 }, thickness: 0.5, color: rgb(0, 0, 0) })
    }
    y -= heightOf(entry)
  }
  return doc.save({ useObjectStreams: false })
}

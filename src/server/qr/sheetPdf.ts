import { PDFDocument, PDFName, PDFString, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

import { sheetCells, sheetPages, SHEET, type SheetCell } from '@/src/domain/qr/sheet'
import { darkRuns, labelBox, QUIET_ZONE } from '@/src/domain/qr/svg'
import { QR_TEXTS, tableLabel } from '@/src/domain/qr/texts'
import { fillPlaceholders } from '@/src/domain/text'

import { qrMatrix, shortUrl } from './image'

/** One code of the sheet: its identifier (the short URL) and its table's number. */
export type SheetCode = { identifier: string; table: string }

const BLACK = rgb(0, 0, 0)
const WHITE = rgb(1, 1, 1)
const GREY = rgb(0.4, 0.4, 0.4)
const CUT_LINE = rgb(0.75, 0.75, 0.75)

type Fonts = { regular: PDFFont; bold: PDFFont }

/** The text with what Helvetica (WinAnsi) cannot write replaced: accents dropped, anything else '?'. */
function writable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet())
  return Array.from(text.replace(/\s+/g, ' '))
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char
      const base = char.normalize('NFD').replace(/\p{M}/gu, '')
      return base && Array.from(base).every((part) => supported.has(part.codePointAt(0)!)) ? base : '?'
    })
    .join('')
}

/** A line centred on `centre`, shrunk until it fits `maxWidth`. */
function centredText(page: PDFPage, font: PDFFont, text: string, centre: number, y: number, size: number, maxWidth: number, color = BLACK) {
  const safe = writable(font, text)
  const fitted = Math.min(size, (size * maxWidth) / Math.max(1, font.widthOfTextAtSize(safe, size)))
  page.drawText(safe, { x: centre - font.widthOfTextAtSize(safe, fitted) / 2, y, size: fitted, font, color })
}

/** A click on the code in the PDF opens its short URL (and tells the code's area apart for readers of the file). */
function linkArea(doc: PDFDocument, page: PDFPage, rect: [number, number, number, number], url: string) {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  })
  page.node.addAnnot(doc.context.register(annotation))
}

/** One cell: cut line, the code (vector) with the table's number in the middle, below it table, branch, hint and short URL. */
function drawCode(doc: PDFDocument, page: PDFPage, fonts: Fonts, cell: SheetCell, code: SheetCode, branchName: string) {
  page.drawRectangle({ x: cell.x, y: cell.y, width: cell.width, height: cell.height, borderColor: CUT_LINE, borderWidth: 0.5, borderDashArray: [4, 4] })
  const url = shortUrl(code.identifier)
  const matrix = qrMatrix(url, code.table)
  const extent = matrix.size + 2 * QUIET_ZONE
  const size = Math.min(cell.width - 40, cell.height - 74)
  const unit = size / extent
  const left = cell.x + (cell.width - size) / 2
  const top = cell.y + cell.height - 8
  const path = darkRuns(matrix).map((run) => `M${run.x} ${run.y}h${run.length}v1h-${run.length}z`).join('')
  page.drawSvgPath(path, { x: left, y: top, scale: unit, color: BLACK })
  const box = labelBox(matrix.size, code.table)
  page.drawRectangle({ x: left + box.x * unit, y: top - (box.y + box.height) * unit, width: box.width * unit, height: box.height * unit, color: WHITE })
  const centre = cell.x + cell.width / 2
  const fontSize = box.fontSize * unit
  centredText(page, fonts.bold, code.table, centre, top - (box.y + box.height / 2) * unit - fontSize * 0.36, fontSize, (box.width - 1.5) * unit)
  linkArea(doc, page, [left, top - size, left + size, top], url)

  const textWidth = cell.width - 24
  const below = top - size
  centredText(page, fonts.bold, tableLabel(code.table), centre, below - 14, 15, textWidth)
  centredText(page, fonts.regular, branchName, centre, below - 30, 10, textWidth)
  centredText(page, fonts.regular, QR_TEXTS.sheetHint, centre, below - 44, 8, textWidth, GREY)
  centredText(page, fonts.regular, url.replace(/^https?:\/\//, ''), centre, below - 56, 7, textWidth, GREY)
}

/** A note over several lines (the empty sheet). */
function drawNote(page: PDFPage, font: PDFFont, text: string, y: number) {
  const maxWidth = SHEET.width - 2 * SHEET.margin
  let line = ''
  for (const word of writable(font, text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, 11) > maxWidth) {
      page.drawText(line, { x: SHEET.margin, y, size: 11, font, color: BLACK })
      y -= 16
      line = word
    } else line = candidate
  }
  if (line) page.drawText(line, { x: SHEET.margin, y, size: 11, font, color: BLACK })
}

/**
 * The printable sheet of a branch's table codes (A4, six codes to a page in cells to cut out): each
 * code as vector modules with the table's number in the middle, labelled with table and branch,
 * and linked to its short URL. Without codes, one page says how to create them.
 */
export async function tableCodesPdf(branchName: string, codes: readonly SheetCode[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const title = fillPlaceholders(QR_TEXTS.sheetTitle, { branch: branchName })
  doc.setTitle(title)
  doc.setLanguage('de-AT')
  doc.setCreator('Bestellplattform')
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) }
  const pages = Array.from({ length: sheetPages(codes.length) }, () => {
    const page = doc.addPage([SHEET.width, SHEET.height])
    page.drawText(writable(fonts.bold, title), { x: SHEET.margin, y: SHEET.height - SHEET.margin - 14, size: 14, font: fonts.bold, color: BLACK })
    return page
  })
  if (codes.length === 0) drawNote(pages[0], fonts.regular, QR_TEXTS.sheetEmpty, SHEET.height - SHEET.margin - SHEET.heading - 20)
  sheetCells(codes.length).forEach((cell, index) => drawCode(doc, pages[cell.page], fonts, cell, codes[index], branchName))
  // Viewers open it at full page, ready to print.
  doc.catalog.set(PDFName.of('PageLayout'), PDFName.of('SinglePage'))
  return doc.save()
}

import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

/** A4 in points and the page margin. */
const PAGE = { width: 595.28, height: 841.89, margin: 50 }

export interface TextOptions {
  x?: number
  size?: number
  bold?: boolean
  /** 'right' aligns the text's end at x. */
  align?: 'left' | 'right'
  grey?: boolean
}

/** Letters without a WinAnsi form whose base letter is not reachable by removing accents. */
const LOOK_ALIKES: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' }

const GREY = rgb(0.4, 0.4, 0.4)
const BLACK = rgb(0, 0, 0)

/**
 * A top-to-bottom writer over pdf-lib: a cursor that moves down line by line, a new page when the
 * current one is full, and Helvetica (WinAnsi) with characters it cannot encode replaced.
 */
export class PdfCanvas {
  readonly left = PAGE.margin
  readonly right = PAGE.width - PAGE.margin
  private page: PDFPage
  private y: number
  private readonly supported: Set<number>

  private constructor(readonly doc: PDFDocument, private readonly regular: PDFFont, private readonly bold: PDFFont) {
    this.supported = new Set(regular.getCharacterSet())
    this.page = doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }

  static async create(title: string): Promise<PdfCanvas> {
    const doc = await PDFDocument.create()
    doc.setTitle(title)
    doc.setLanguage('de-AT')
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)])
    return new PdfCanvas(doc, regular, bold)
  }

  private font(bold = false): PDFFont {
    return bold ? this.bold : this.regular
  }

  /** The text with every character Helvetica cannot encode replaced (accents dropped, else '?'). */
  safe(text: string): string {
    const supported = this.supported
    return Array.from(text.replace(/[\r\t]/g, ' '))
      .map((char) => {
        if (supported.has(char.codePointAt(0)!)) return char
        const base = LOOK_ALIKES[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '')
        return base && Array.from(base).every((part) => supported.has(part.codePointAt(0)!)) ? base : '?'
      })
      .join('')
  }

  width(text: string, size = 10, bold = false): number {
    return this.font(bold).widthOfTextAtSize(this.safe(text), size)
  }

  /** Splits a text into lines no wider than `maxWidth` (words longer than a line are cut). */
  wrap(text: string, maxWidth: number, size = 10, bold = false): string[] {
    return text.split('\n').flatMap((paragraph) => {
      const lines: string[] = []
      let line = ''
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word
        if (this.width(candidate, size, bold) <= maxWidth || !line) line = candidate
        else {
          lines.push(line)
          line = word
        }
      }
      return [...lines, line]
    })
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensureSpace(height: number): void {
    if (this.y - height >= PAGE.margin) return
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }

  /** Draws one line of text at the cursor's height (the cursor does not move). */
  text(text: string, { x = this.left, size = 10, bold = false, align = 'left', grey = false }: TextOptions = {}): void {
    const value = this.safe(text)
    const left = align === 'right' ? x - this.font(bold).widthOfTextAtSize(value, size) : x
    this.page.drawText(value, { x: left, y: this.y - size, size, font: this.font(bold), color: grey ? GREY : BLACK })
  }

  /** Moves the cursor down. */
  down(points: number): void {
    this.y -= points
  }

  /** Writes lines one below the other at x, moving the cursor. */
  lines(lines: string[], options: TextOptions = {}): void {
    const size = options.size ?? 10
    for (const line of lines) {
      this.ensureSpace(size * 1.4)
      this.text(line, options)
      this.down(size * 1.4)
    }
  }

  /** A thin horizontal rule across the page at the cursor. */
  rule(): void {
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.5, color: GREY })
    this.down(6)
  }

  /** The document's bytes; object streams off so the text stays findable by simple tools. */
  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false })
  }
}

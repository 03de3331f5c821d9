/**
 * The picture of a QR code from its modules (the library encodes, this draws): an SVG in module
 * units with the quiet zone, and for a table code its number in a white box in the middle, where
 * the checkout's hint says it is. Pure, so the same geometry draws the PDF sheet.
 */

/** The modules of a QR code, row by row (`data[row * size + column]`, 1 or true = dark), as qrcode's BitMatrix holds them. */
export interface QrMatrix {
  size: number
  data: ArrayLike<number | boolean>
}

/** The white border of four modules the standard asks for. */
export const QUIET_ZONE = 4
/** Edge of the PNG download: at 300 dpi a code of 10 cm. */
export const PRINT_PIXELS = 1200

/** A horizontal run of dark modules, in module units with the quiet zone (x, y of its top left). */
export interface ModuleRun {
  x: number
  y: number
  length: number
}

/** The dark modules as horizontal runs (one rectangle per run instead of per module). */
export function darkRuns(matrix: QrMatrix, margin = QUIET_ZONE): ModuleRun[] {
  const runs: ModuleRun[] = []
  for (let row = 0; row < matrix.size; row++) {
    let start = -1
    for (let column = 0; column <= matrix.size; column++) {
      const dark = column < matrix.size && Boolean(matrix.data[row * matrix.size + column])
      if (dark && start < 0) start = column
      if (!dark && start >= 0) {
        runs.push({ x: start + margin, y: row + margin, length: column - start })
        start = -1
      }
    }
  }
  return runs
}

/** The box in the middle of the code that carries a label, and the label's font size, in module units with the quiet zone. */
export interface LabelBox {
  x: number
  y: number
  width: number
  height: number
  fontSize: number
}

/** A length of about `share` of the code's size with the size's parity, so the box sits exactly in the middle. */
const centred = (size: number, share: number, minimum: number) => {
  const length = Math.max(minimum, Math.round(size * share))
  return length % 2 === size % 2 ? length : length + 1
}

/** Average advance of a bold sans-serif digit or letter, in em. */
const GLYPH_WIDTH = 0.62

/**
 * The white box for a label in the middle of a code of `size` modules: about a third wide and a
 * fifth high (6 % of a code of 41 modules, at most a tenth of a small one: well within what error
 * correction H restores), the text as large as fits.
 */
export function labelBox(size: number, label: string, margin = QUIET_ZONE): LabelBox {
  const width = centred(size, 0.32, 7)
  const height = centred(size, 0.2, 5)
  const characters = Math.max(1, Array.from(label).length)
  const fontSize = Math.min(height * 0.72, (width - 1.5) / (characters * GLYPH_WIDTH))
  return { x: margin + (size - width) / 2, y: margin + (size - height) / 2, width, height, fontSize: Math.round(fontSize * 100) / 100 }
}

/** Error correction of a code: H (30 %) when a label covers part of it, else M (15 %, a smaller code). */
export const errorCorrectionFor = (label: string | null | undefined): 'H' | 'M' => (label ? 'H' : 'M')

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)

/** The font of the label: what print shops and servers have (librsvg falls back to any sans-serif). */
const LABEL_FONT_FAMILY = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"

export interface QrSvgOptions {
  /** Width and height of the picture in pixels (the drawing is vector, this is its nominal size). */
  pixels?: number
  /** Text in the middle (a table's number). */
  label?: string | null
  /** Accessible title of the picture. */
  title?: string
}

/** The code as an SVG document: black modules on white, crisp edges, optional label in the middle. */
export function qrSvg(matrix: QrMatrix, { pixels = PRINT_PIXELS, label = null, title }: QrSvgOptions = {}): string {
  const extent = matrix.size + 2 * QUIET_ZONE
  const modules = darkRuns(matrix).map((run) => `M${run.x} ${run.y}h${run.length}v1h-${run.length}z`).join('')
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">`,
    title ? `<title>${escapeXml(title)}</title>` : '',
    `<rect width="${extent}" height="${extent}" fill="#fff"/>`,
    `<path fill="#000" d="${modules}"/>`,
  ]
  if (label) {
    const box = labelBox(matrix.size, label)
    const baseline = box.y + box.height / 2 + box.fontSize * 0.36
    parts.push(
      `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="#fff"/>`,
      `<text x="${box.x + box.width / 2}" y="${baseline}" font-family="${LABEL_FONT_FAMILY}" font-weight="bold" font-size="${box.fontSize}" text-anchor="middle" fill="#000" shape-rendering="auto">${escapeXml(label)}</text>`,
    )
  }
  parts.push('</svg>')
  return parts.join('')
}

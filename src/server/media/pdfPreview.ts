import { createRequire } from 'node:module'
import path from 'node:path'

import sharp from 'sharp'

/** Width of a catalogue preview in pixels (the catalogue slider shows it at most 320 px wide, twice for sharp screens). */
const PREVIEW_WIDTH = 640
/** A page larger than this (a poster) is not rendered: the preview would take too long and too much memory. */
const MAX_PIXELS = 40_000_000

/**
 * pdf.js's own fonts for PDFs that do not embed the 14 standard fonts (a folder path: it reads
 * them from disk in Node.js). Resolved from the project folder at the first preview: the bundler
 * would turn a module-relative `require.resolve` into a module id.
 */
let fontFolder: string | undefined
const standardFontDataUrl = () =>
  (fontFolder ??= `${path.join(path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`)

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
let pdfjs: Promise<PdfJs> | undefined
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'))

/**
 * The first page of a PDF as a JPEG of PREVIEW_WIDTH pixels (white background), rendered by
 * pdf.js onto @napi-rs/canvas, no system binaries. Null when the file is no readable PDF.
 * Scripts and forms of the PDF are never run (pdf.js does not evaluate them here).
 */
export async function renderPdfPreview(pdf: Uint8Array, width = PREVIEW_WIDTH): Promise<Buffer | null> {
  const { getDocument } = await loadPdfJs()
  const task = getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, standardFontDataUrl: standardFontDataUrl(), verbosity: 0 })
  try {
    const document = await task.promise
    const page = await document.getPage(1)
    const natural = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: width / natural.width })
    const pixelWidth = Math.ceil(viewport.width)
    const pixelHeight = Math.ceil(viewport.height)
    if (pixelWidth * pixelHeight > MAX_PIXELS) return null
    const factory = document.canvasFactory as { create: (width: number, height: number) => { canvas: { toBuffer: (type: 'image/png') => Buffer }; context: unknown } }
    const { canvas, context } = factory.create(pixelWidth, pixelHeight)
    await page.render({ canvasContext: context as never, canvas: canvas as never, viewport }).promise
    const png = canvas.toBuffer('image/png')
    return await sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  } catch {
    return null
  } finally {
    await task.destroy()
  }
}

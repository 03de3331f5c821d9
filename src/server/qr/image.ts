import QRCode from 'qrcode'
import sharp from 'sharp'

import { errorCorrectionFor, PRINT_PIXELS, qrSvg, type QrMatrix } from '@/src/domain/qr/svg'
import { fillPlaceholders } from '@/src/domain/text'
import { QR_TEXTS } from '@/src/domain/qr/texts'

import { publicServerUrl } from '../environment/serverUrl'

export type QrImageFormat = 'svg' | 'png'

/** The absolute short URL a code encodes: the configured public address and /q/{identifier}. */
export const shortUrl = (identifier: string): string => `${publicServerUrl()}/q/${identifier}`

/** The modules of the code for `text`, encoded by the qrcode library (error correction H under a label, else M). */
export function qrMatrix(text: string, label?: string | null): QrMatrix {
  return QRCode.create(text, { errorCorrectionLevel: errorCorrectionFor(label) }).modules
}

/** A code's picture to download: the body, its type and a file name ('QR-Code-tisch-7.png'). */
export type QrImage = { body: Uint8Array; contentType: string; filename: string }

/** Print resolution of the PNG: its 1200 pixels are 10 cm at 300 dpi. */
const PRINT_DPI = 300

/**
 * The picture of a code's short URL at print size: an SVG (vector, nominally 1200 px) or a PNG of
 * 1200 × 1200 pixels at 300 dpi, rendered from the same SVG; `label` (a table's number) in the middle.
 */
export async function qrImage(code: { identifier: string; name: string; label?: string | null }, format: QrImageFormat): Promise<QrImage> {
  const svg = qrSvg(qrMatrix(shortUrl(code.identifier), code.label), { pixels: PRINT_PIXELS, label: code.label, title: code.name })
  const filename = fillPlaceholders(QR_TEXTS.imageFile, { identifier: code.identifier, format })
  if (format === 'svg') return { body: new TextEncoder().encode(svg), contentType: 'image/svg+xml; charset=utf-8', filename }
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).withMetadata({ density: PRINT_DPI }).toBuffer()
  return { body: new Uint8Array(png), contentType: 'image/png', filename }
}

import sharp from 'sharp'

import { CONTACT_IMAGE_SIZE } from '@/src/domain/media'

/** Output formats sharp writes for the extensions the images collection stores. */
const FORMATS: Record<string, keyof sharp.FormatEnum> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' }

export const canCropContact = (extension: string) => extension.toLowerCase() in FORMATS

type Focus = { focalX?: number | null; focalY?: number | null }

/**
 * The square portrait of a contact person (/image/custom/contact/…): the largest square of the
 * original around its focal point (the editor sets it; the middle otherwise), at most
 * CONTACT_IMAGE_SIZE wide, in the original's format.
 */
export async function contactCrop(original: Buffer, extension: string, focus: Focus = {}): Promise<Buffer> {
  // Turned upright first (a photo's orientation tag), so the square is taken from what people see.
  const { data, info } = await sharp(original).rotate().toBuffer({ resolveWithObject: true })
  const side = Math.min(info.width, info.height)
  const place = (full: number, focal: number | null | undefined) => Math.round(Math.min(Math.max(((focal ?? 50) / 100) * full - side / 2, 0), full - side))
  return sharp(data)
    .extract({ left: place(info.width, focus.focalX), top: place(info.height, focus.focalY), width: side, height: side })
    .resize(CONTACT_IMAGE_SIZE, CONTACT_IMAGE_SIZE, { withoutEnlargement: true })
    .toFormat(FORMATS[extension.toLowerCase()])
    .toBuffer()
}

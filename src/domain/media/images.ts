/**
 * Images as the product serves them: the spec's six sizes, the one shape every page shows an image
 * in, and its static paths /image/{size}/{id}-{version}.{extension}. Pure, so Payload's image sizes,
 * the media route and the storefront share it.
 */

/** The six responsive widths of the spec: icon 64 … large 1920 (Payload generates them on upload). */
export const IMAGE_SIZES = [
  { name: 'icon', width: 64 },
  { name: 'thumbnail', width: 128 },
  { name: 'tiny', width: 256 },
  { name: 'small', width: 640 },
  { name: 'medium', width: 1280 },
  { name: 'large', width: 1920 },
] as const

export type ImageSize = (typeof IMAGE_SIZES)[number]['name']

/** An image as a page shows it: the sized static path comes from id, version and extension. */
export interface ImageRef {
  id: number
  version: number
  extension: string
  alt: string | null
  /** Size of the original, for the aspect ratio of width/height attributes (no layout shift). */
  width: number | null
  height: number | null
}

/** The fields of an image document (collection `images`) an ImageRef is made of. */
export interface ImageFields {
  id: number
  version?: number | null
  extension?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
}

/** The fields to read of an image document for an ImageRef (a Local API `select` or `populate`). */
export const IMAGE_REF_SELECT = { version: true, extension: true, alt: true, width: true, height: true } as const

/** What to use where the document has no alternative text or extension (the shell: the shop name, 'jpg'). */
interface ImageFallback {
  alt?: string
  extension?: string
}

/**
 * An image relation as a page shows it: null when it is not populated (a bare id) or has no file
 * extension (unless `fallback` gives one).
 */
export function imageRef(image: ImageFields | number | null | undefined, fallback: ImageFallback = {}): ImageRef | null {
  if (!image || typeof image !== 'object') return null
  const extension = image.extension || fallback.extension
  if (!extension) return null
  return {
    id: image.id,
    version: image.version ?? 1,
    extension,
    alt: fallback.alt === undefined ? (image.alt ?? null) : image.alt || fallback.alt,
    width: image.width ?? null,
    height: image.height ?? null,
  }
}

/** The public path of an image, e.g. /image/small/12-3.jpg (omit size for the original). */
export function imagePath(image: { id: number | string; version?: number | null; extension?: string | null }, size?: ImageSize): string {
  const file = `${image.id}-${image.version ?? 1}.${image.extension ?? 'jpg'}`
  return size ? `/image/${size}/${file}` : `/image/${file}`
}

const widthOf = (size: ImageSize): number => IMAGE_SIZES.find((entry) => entry.name === size)?.width ?? 0

/** src, width and height of an image in one of the sized static paths (the aspect ratio of the original, else 4:3). */
export function sizedImage(image: ImageRef, size: ImageSize): { src: string; width: number; height: number } {
  const width = image.width ? Math.min(widthOf(size), image.width) : widthOf(size)
  const height = image.width && image.height ? Math.round((image.height / image.width) * width) : Math.round((width * 3) / 4)
  return { src: imagePath(image, size), width, height }
}

/**
 * The responsive set of an image: every sized path no wider than the original (at least the
 * smallest), e.g. "/image/icon/3-1.jpg 64w, …, /image/large/3-1.jpg 1920w", for `srcset`.
 */
export function imageSrcSet(image: ImageRef): string {
  const fitting = IMAGE_SIZES.filter((size, index) => index === 0 || !image.width || size.width <= image.width)
  return fitting.map((size) => `${imagePath(image, size.name)} ${Math.min(size.width, image.width ?? size.width)}w`).join(', ')
}

/** Side of the square contact portrait in pixels (shown at most 320 px wide, twice for sharp screens; src/server/media/contactImage.ts). */
export const CONTACT_IMAGE_SIZE = 640

/** The square portrait of a contact person: /image/custom/contact/{id}-{version}.{extension} (parts-shop-and-site.md section 7). */
export function contactImagePath(image: { id: number | string; version?: number | null; extension?: string | null }): string {
  return `/image/custom/contact/${image.id}-${image.version ?? 1}.${image.extension ?? 'jpg'}`
}

import { IMAGE_SIZES, type ImageSize } from '@/src/domain/media'

/** Sizes of the spec plus the aliases its paths use: product images are `small`, category images `thumbnail`. */
export const SIZE_ALIASES: Record<string, ImageSize> = {
  ...Object.fromEntries(IMAGE_SIZES.map(({ name }) => [name, name])),
  product: 'small',
  category: 'thumbnail',
}

export type VersionedFile = { id: number; version: number; extension: string }

const FILE_NAME = /^(\d+)-(\d+)\.([a-z0-9]+)$/i

/** Parses '{id}-{version}.{extension}', the last segment of every static media path. */
export function parseVersionedFileName(name: string | undefined): VersionedFile | null {
  const match = name ? FILE_NAME.exec(name) : null
  if (!match) return null
  return { id: Number(match[1]), version: Number(match[2]), extension: match[3].toLowerCase() }
}

type FileRef = { id: number | string; version?: number | null; extension?: string | null }

/**
 * The path of a private file of an order (its acknowledgement, a customer's file, a receipt):
 * /upload/order/{uid}/{hash}/{id}-{version}.{extension}. It carries the order's public link secret,
 * so it is given only to those who may see the order.
 */
export function orderUploadPath(order: { uid: string; hash: string }, upload: FileRef): string {
  return `/upload/order/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}/${upload.id}-${upload.version ?? 1}.${upload.extension ?? 'bin'}`
}

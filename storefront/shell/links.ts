import type { ImageRef } from '@/src/domain/media'

/** Width and height for a given display height, keeping the image's aspect ratio. */
export function sizeForHeight(image: ImageRef, height: number): { width: number; height: number } {
  const ratio = image.width && image.height ? image.width / image.height : 1
  return { width: Math.round(height * ratio), height }
}

/** Attributes of a link that opens in a new tab. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

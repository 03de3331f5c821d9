import { imagePath } from '@/src/server/media/staticPath'

import type { ShellImage } from './types'

/** The sized static path of an image, e.g. /image/small/12-3.png. */
export const imageSrc = (image: ShellImage, size: 'icon' | 'thumbnail' | 'tiny' | 'small' | 'medium' | 'large'): string => imagePath(image, size)

/** Width and height for a given display height, keeping the image's aspect ratio. */
export function sizeForHeight(image: ShellImage, height: number): { width: number; height: number } {
  const ratio = image.width && image.height ? image.width / image.height : 1
  return { width: Math.round(height * ratio), height }
}

/** Attributes of a link that opens in a new tab. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

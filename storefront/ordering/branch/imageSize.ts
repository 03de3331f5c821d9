import { imagePath } from '@/src/server/media/staticPath'

import type { ImageRef } from './types'

export type ImageSize = 'icon' | 'thumbnail' | 'tiny' | 'small' | 'medium' | 'large'

const WIDTHS: Record<ImageSize, number> = { icon: 64, thumbnail: 128, tiny: 256, small: 640, medium: 1280, large: 1920 }

/** src, width and height of an image in one of the sized static paths (the aspect ratio of the original, else 4:3). */
export function sizedImage(image: ImageRef, size: ImageSize): { src: string; width: number; height: number } {
  const width = image.width ? Math.min(WIDTHS[size], image.width) : WIDTHS[size]
  const height = image.width && image.height ? Math.round((image.height / image.width) * width) : Math.round((width * 3) / 4)
  return { src: imagePath(image, size), width, height }
}

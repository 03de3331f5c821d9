import { imageRef, imageSrcSet, sizedImage, type ImageFields, type ImageSize } from '@/src/domain/media'

import styles from './SiteImage.module.css'

interface Props {
  /** An image relation of a block or page (a bare id renders nothing). */
  image: ImageFields | number | null | undefined
  /** Which width the browser should pick for, e.g. '(min-width: 1024px) 50vw, 100vw'. */
  sizes: string
  /** The size whose path is `src` (browsers without srcset, and the width/height ratio). */
  fallbackSize?: ImageSize
  /** Above the fold: loaded at once with high priority (the hero's image); otherwise lazily. */
  priority?: boolean
  className?: string
  /** Alternative text when the image has none ('' marks it decorative). */
  alt?: string
}

/**
 * A content image in the six sizes of the spec as a responsive srcset, with width and height from
 * the original so the page does not shift while it loads; a neutral background shows while it
 * loads or when it fails.
 */
export function SiteImage({ image, sizes, fallbackSize = 'medium', priority = false, className, alt }: Props) {
  const ref = imageRef(image)
  if (!ref) return null
  const { src, width, height } = sizedImage(ref, fallbackSize)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the media route serves the sized files; next/image would resize them again
    <img
      src={src}
      srcSet={imageSrcSet(ref)}
      sizes={sizes}
      width={width}
      height={height}
      alt={ref.alt ?? alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={[styles.image, className].filter(Boolean).join(' ')}
    />
  )
}

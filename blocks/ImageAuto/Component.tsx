import type { ImageAutoBlock } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './ImageAuto.module.css'

/** Which width the browser picks a file for: the image's own width, or the screen's when that is narrower. */
const sizesFor = (image: ImageAutoBlock['image']) => {
  const width = typeof image === 'object' ? image.width : null
  return width ? `(min-width: ${width}px) ${width}px, 100vw` : '(min-width: 1232px) 1200px, 100vw'
}

/** An image in its natural size (never wider than the page), centred, with its caption. */
export function ImageAutoView({ block, isFirst }: BlockProps<ImageAutoBlock>) {
  const caption = block.caption?.trim()
  return (
    <section className={styles.section}>
      <div className="container">
        <figure className={styles.figure}>
          <SiteImage image={block.image} sizes={sizesFor(block.image)} fallbackSize="large" priority={isFirst} className={styles.image} />
          {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
        </figure>
      </div>
    </section>
  )
}

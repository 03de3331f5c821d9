import type { ThreeImagesBlock } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './ThreeImages.module.css'

/** Name of the section for assistive technology (the block has no title). */
const GALLERY_LABEL = 'Bilder'

/** Three images of the same proportion: one below the other on phones, side by side from desktop. */
export function ThreeImagesView({ block, isFirst }: BlockProps<ThreeImagesBlock>) {
  const images = (block.images ?? []).filter((image) => typeof image === 'object')
  if (images.length === 0) return null
  return (
    <section className={styles.section} aria-label={GALLERY_LABEL}>
      <div className="container">
        <ul className={styles.images}>
          {images.map((image, index) => (
            <li key={`${image.id}-${index}`} className={styles.item}>
              <SiteImage image={image} sizes="(min-width: 1024px) 33vw, 100vw" priority={isFirst} className={styles.image} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

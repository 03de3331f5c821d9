import type { ImageBlock } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './Image.module.css'

/** One image across the full page width, in its own proportions. */
export function ImageView({ block, isFirst }: BlockProps<ImageBlock>) {
  return (
    <section className={styles.section}>
      <div className="container">
        <SiteImage image={block.image} sizes="(min-width: 1232px) 1200px, 100vw" fallbackSize="large" priority={isFirst} className={styles.image} />
      </div>
    </section>
  )
}

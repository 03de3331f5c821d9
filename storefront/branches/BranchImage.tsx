import { imagePath, type ImageRef } from '@/src/domain/media'

import styles from './BranchImage.module.css'

const WIDTH = 640
const HEIGHT = 360

/**
 * The branch picture in a 16:9 frame (the 'small' size, 640 px, width and height set so nothing
 * shifts); without a picture a low decorative placeholder band.
 */
export function BranchImage({ image, inactive = false }: { image: ImageRef | null; inactive?: boolean }) {
  const className = `${styles.frame} ${inactive ? styles.inactive : ''}`
  if (!image) {
    return (
      <div className={`${className} ${styles.placeholder}`} aria-hidden="true">
        <svg className={styles.icon} viewBox="0 0 24 24" width="48" height="48" focusable="false">
          <path d="M4 10V20h16V10M2 10l2-6h16l2 6H2zm7 10v-5h6v5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
      </div>
    )
  }
  const height = image.width && image.height ? Math.round((image.height / image.width) * WIDTH) : HEIGHT
  return (
    <div className={className}>
      <img className={styles.image} src={imagePath(image, 'small')} width={WIDTH} height={height} alt={image.alt ?? ''} loading="lazy" decoding="async" />
    </div>
  )
}

import { CONTACT_IMAGE_SIZE, contactImagePath, imageRef, type ImageFields } from '@/src/domain/media'

import styles from './SiteImage.module.css'

/**
 * The portrait of a contact person from /image/custom/contact/… (a square around the image's
 * focal point, made by the media route), loaded lazily; nothing for an image that is not populated.
 */
export function ContactPhoto({ image, alt = '', className }: { image: ImageFields | number | null | undefined; alt?: string; className?: string }) {
  const ref = imageRef(image)
  if (!ref) return null
  const side = ref.width && ref.height ? Math.min(CONTACT_IMAGE_SIZE, ref.width, ref.height) : CONTACT_IMAGE_SIZE
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the media route makes the square itself; next/image would resize it again
    <img src={contactImagePath(ref)} width={side} height={side} alt={ref.alt ?? alt} loading="lazy" decoding="async" className={[styles.image, className].filter(Boolean).join(' ')} />
  )
}

'use client'

import { useState } from 'react'

import { SHOP_TEXTS } from '../texts'
import styles from './ProductGallery.module.css'
import { imageOfText, PRODUCT_TEXTS } from './texts'

interface SizedSource {
  src: string
  width: number
  height: number
}

/** One product image: the large view (medium size), its thumbnail and its alternative text. */
export interface GalleryImage {
  main: SizedSource
  thumbnail: SizedSource
  alt: string
}

/**
 * The product's images: the selected one large, thumbnails to switch when there is more than one,
 * and the notice that images are for reference only (parts-shop-and-site.md section 2).
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const [selected, setSelected] = useState(0)
  const current = images[Math.min(selected, images.length - 1)]
  if (!current) {
    return (
      <div className={styles.gallery}>
        <div className={styles.placeholder}>{PRODUCT_TEXTS.noImage}</div>
      </div>
    )
  }
  return (
    <div className={styles.gallery} role="group" aria-label={PRODUCT_TEXTS.gallery}>
      <div className={styles.stage}>
        <img
          className={styles.main}
          src={current.main.src}
          width={current.main.width}
          height={current.main.height}
          alt={current.alt}
          fetchPriority={selected === 0 ? 'high' : 'auto'}
          decoding="async"
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={`${index}-${image.main.src}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={imageOfText(index + 1, images.length)}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <img src={image.thumbnail.src} width={image.thumbnail.width} height={image.thumbnail.height} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.note}>{SHOP_TEXTS.referenceImages}</p>
    </div>
  )
}

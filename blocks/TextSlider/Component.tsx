import type { TextSliderBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'

import { BlockFrame } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import { TextSliderClient } from './Component.lazy'
import styles from './TextSlider.module.css'
import { TEXT_SLIDER_TEXTS as T } from './texts'

/**
 * Text slider (parts-shop-and-site.md sections 2 and 4): slides of title and rich text, rendered
 * here, that rotate every 5 s in the browser with one dot per slide.
 */
export function TextSliderView({ block }: BlockProps<TextSliderBlock>) {
  const slides = (block.slides ?? []).filter((slide) => slide.title?.trim() || slide.text?.root?.children?.length)
  if (!block.title && slides.length === 0) return null
  const items = slides.map((slide, index) => ({
    key: slide.id ?? String(index),
    content: (
      <article className={styles.card}>
        {slide.title ? <h3 className={styles.slideTitle}>{slide.title}</h3> : null}
        <RichText data={slide.text} className={`rich-text ${styles.text}`} />
      </article>
    ),
  }))
  return (
    <BlockFrame title={block.title} as="div">
      {(labelledBy) => (items.length > 0 ? <TextSliderClient labelledBy={labelledBy} label={T.label} slides={items} /> : null)}
    </BlockFrame>
  )
}

import type { EmblaViewportRefType } from 'embla-carousel-react'
import type { ReactNode } from 'react'

import styles from './Slider.module.css'
import { slideLabel, SLIDER_TEXTS } from './texts'

/** One server-rendered slide or card of a slider. */
export interface Slide {
  key: string | number
  content: ReactNode
}

interface SlideTrackProps {
  /** Embla's viewport ref. */
  viewportRef: EmblaViewportRefType
  slides: readonly Slide[]
  /** What one slide is called for screen readers ('Folie', 'Seite', 'Katalog'). */
  roleDescription?: string
  /** The slide on view; the others are inert. Without it every slide stays reachable (card rows). */
  selected?: number
  /** An extra class of the track. */
  trackClassName?: string
  /** The class of a slide, instead of the shared one. */
  slideClassName?: string
}

/** The viewport, track and slides of a slider: each slide a group named '2 von 5'. */
export function SlideTrack({ viewportRef, slides, roleDescription = SLIDER_TEXTS.slide, selected, trackClassName, slideClassName = styles.slide }: SlideTrackProps) {
  return (
    <div className={styles.viewport} ref={viewportRef}>
      <div className={trackClassName ? `${styles.track} ${trackClassName}` : styles.track}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={slideClassName}
            role="group"
            aria-roledescription={roleDescription}
            aria-label={slideLabel(index + 1, slides.length)}
            inert={selected === undefined ? undefined : index !== selected}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  )
}

'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useId, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react'

import styles from './ProductSlider.module.css'
import { CATALOGUE_TEXTS, slideLabel } from './texts'

interface Props {
  title: string
  /** Auto-advance in milliseconds (6000 popular, 6500 random). */
  delay: number
  /** The server-rendered product cards. */
  items: { id: number; card: ReactNode }[]
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches
/** Until the browser tells, nothing moves. */
const reducedMotionOnServer = () => true

const icon = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const

/**
 * A row of product cards (1 visible below 720 px, 2 from 720 px, 4 from 1024 px) with previous and
 * next buttons that advances on its own. It stops while the pointer is over it or focus is inside,
 * when the visitor pauses it, and never starts under prefers-reduced-motion.
 */
export function ProductSlider({ title, delay, items }: Props) {
  const headingId = useId()
  const [autoplay] = useState(() => Autoplay({ delay, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }))
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay])
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, reducedMotionOnServer)
  const [isPausedByVisitor, setPausedByVisitor] = useState(false)
  const [isHovered, setHovered] = useState(false)
  const [hasFocus, setFocus] = useState(false)
  const shouldPlay = !reducedMotion && !isPausedByVisitor && !isHovered && !hasFocus

  useEffect(() => {
    if (!emblaApi) return
    // Hover, focus, pausing and reduced motion are decided here, not by the plugin. It stops on a
    // drag and forgets its state when Embla re-initialises (resize): after both, decide again.
    const applyAutoplay = () => {
      if (shouldPlay && emblaApi.scrollSnapList().length > 1) autoplay.play()
      else autoplay.stop()
    }
    applyAutoplay()
    emblaApi.on('pointerUp', applyAutoplay).on('reInit', applyAutoplay)
    return () => {
      emblaApi.off('pointerUp', applyAutoplay).off('reInit', applyAutoplay)
    }
  }, [emblaApi, autoplay, shouldPlay])

  const scrollPrevious = useCallback(() => emblaApi?.scrollPrev(), [emblaApi])
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi])
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false)
  }

  return (
    <section
      className={styles.slider}
      aria-labelledby={headingId}
      aria-roledescription={CATALOGUE_TEXTS.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={leaveFocus}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>{title}</h2>
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={scrollPrevious} aria-label={CATALOGUE_TEXTS.previousSlide}>
            <svg {...icon}><path d="m15 18-6-6 6-6" /></svg>
          </button>
          {reducedMotion ? null : (
            <button
              type="button"
              className={styles.control}
              onClick={() => setPausedByVisitor(!isPausedByVisitor)}
              aria-label={isPausedByVisitor ? CATALOGUE_TEXTS.playSlider : CATALOGUE_TEXTS.pauseSlider}
            >
              {isPausedByVisitor ? <svg {...icon}><path d="M7 5v14l12-7z" /></svg> : <svg {...icon}><path d="M8 5v14M16 5v14" /></svg>}
            </button>
          )}
          <button type="button" className={styles.control} onClick={scrollNext} aria-label={CATALOGUE_TEXTS.nextSlide}>
            <svg {...icon}><path d="m9 18 6-6-6-6" /></svg>
          </button>
        </div>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {items.map((item, index) => (
            <div
              key={item.id}
              className={styles.slide}
              role="group"
              aria-roledescription={CATALOGUE_TEXTS.slide}
              aria-label={slideLabel(index + 1, items.length)}
            >
              {item.card}
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}

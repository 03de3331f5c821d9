'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'

import { MARKETING_SLIDER_DELAY_MS, shouldAutoAdvance, SLIDE_RESTART_DELAY_MS, SWIPE_THRESHOLD_PX, wrapIndex } from '@/src/domain/site/slider'
import { PauseIcon, PlayIcon } from '@/storefront/site/slider/icons'
import { goToSlideLabel, slideLabel, SLIDER_TEXTS } from '@/storefront/site/slider/texts'
import { useReducedMotion } from '@/storefront/site/slider/useReducedMotion'

import styles from './TextSlider.module.css'
import { TEXT_SLIDER_TEXTS as T } from './texts'

interface TextSliderClientProps {
  /** The id of the block's visible title, else `label` names the slider. */
  labelledBy?: string
  label: string
  slides: { key: string; content: ReactNode }[]
}

/**
 * Rotates the slides every 5 s with one dot per slide. It holds while the pointer is over it or
 * focus is inside, when the visitor pauses it, and never runs under prefers-reduced-motion. A dot
 * or a swipe shows that slide and, unless paused, the rotation starts again 300 ms later.
 */
export function TextSliderClient({ labelledBy, label, slides }: TextSliderClientProps) {
  const reducedMotion = useReducedMotion()
  const [autoplay] = useState(() =>
    Autoplay({ delay: MARKETING_SLIDER_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }))
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, dragThreshold: SWIPE_THRESHOLD_PX }, [autoplay])
  const [selected, setSelected] = useState(0)
  const [isPausedByVisitor, setPausedByVisitor] = useState(false)
  const [isHovered, setHovered] = useState(false)
  const [hasFocus, setFocus] = useState(false)
  const restartTimer = useRef<number | undefined>(undefined)
  const count = slides.length
  const canAdvance = shouldAutoAdvance({ slideCount: count, reducedMotion, stoppedByVisitor: isPausedByVisitor })
  const shouldPlay = canAdvance && !isHovered && !hasFocus

  useEffect(() => {
    if (!emblaApi) return
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap())
    onSelect()
    emblaApi.on('select', onSelect)
    return () => {
      emblaApi.off('select', onSelect)
    }
  }, [emblaApi])

  useEffect(() => {
    if (!emblaApi) return
    const applyAutoplay = () => {
      window.clearTimeout(restartTimer.current)
      if (shouldPlay) autoplay.play()
      else autoplay.stop()
    }
    // after a swipe the rotation starts again a moment later (the plugin stopped it on the drag)
    const restartLater = () => {
      window.clearTimeout(restartTimer.current)
      if (shouldPlay) restartTimer.current = window.setTimeout(() => autoplay.play(), SLIDE_RESTART_DELAY_MS)
    }
    applyAutoplay()
    emblaApi.on('reInit', applyAutoplay).on('pointerUp', restartLater)
    return () => {
      window.clearTimeout(restartTimer.current)
      emblaApi.off('reInit', applyAutoplay).off('pointerUp', restartLater)
    }
  }, [emblaApi, autoplay, shouldPlay])

  const choose = (index: number) => {
    if (!emblaApi) return
    autoplay.stop()
    emblaApi.scrollTo(wrapIndex(index, count))
    window.clearTimeout(restartTimer.current)
    if (shouldPlay) restartTimer.current = window.setTimeout(() => autoplay.play(), SLIDE_RESTART_DELAY_MS)
  }
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false)
  }

  return (
    <section
      className={styles.slider}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-roledescription={SLIDER_TEXTS.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={leaveFocus}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription={SLIDER_TEXTS.slide}
              aria-label={slideLabel(index + 1, count)}
              inert={index !== selected}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <ul className={styles.dots} aria-label={T.dots}>
            {slides.map((slide, index) => (
              <li key={slide.key}>
                <button
                  type="button"
                  className={styles.dot}
                  onClick={() => choose(index)}
                  aria-label={goToSlideLabel(index + 1, count)}
                  aria-current={index === selected ? 'true' : undefined}
                />
              </li>
            ))}
          </ul>
          {reducedMotion ? null : (
            <button
              type="button"
              className={styles.pause}
              onClick={() => setPausedByVisitor(!isPausedByVisitor)}
              aria-label={isPausedByVisitor ? SLIDER_TEXTS.play : SLIDER_TEXTS.pause}
            >
              {isPausedByVisitor ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
        </div>
      ) : null}
    </section>
  )
}

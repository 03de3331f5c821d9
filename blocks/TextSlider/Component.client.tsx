'use client'

import { useEffect, useRef, useState, type FocusEvent } from 'react'

import { MARKETING_SLIDER_DELAY_MS, shouldAutoAdvance, SLIDE_RESTART_DELAY_MS, wrapIndex } from '@/src/domain/site/slider'
import { PauseIcon, PlayIcon } from '@/storefront/site/slider/icons'
import { SlideTrack, type Slide } from '@/storefront/site/slider/SlideTrack'
import { goToSlideLabel, SLIDER_TEXTS } from '@/storefront/site/slider/texts'
import { useAutoplayCarousel } from '@/storefront/site/slider/useAutoplayCarousel'
import { useReducedMotion } from '@/storefront/site/slider/useReducedMotion'

import styles from './TextSlider.module.css'
import { TEXT_SLIDER_TEXTS as T } from './texts'

interface TextSliderClientProps {
  /** The id of the block's visible title, else `label` names the slider. */
  labelledBy?: string
  label: string
  slides: Slide[]
}

/**
 * Rotates the slides every 5 s with one dot per slide. It holds while the pointer is over it or
 * focus is inside, when the visitor pauses it, and never runs under prefers-reduced-motion. A dot
 * or a swipe shows that slide and, unless paused, the rotation starts again 300 ms later.
 */
export function TextSliderClient({ labelledBy, label, slides }: TextSliderClientProps) {
  const reducedMotion = useReducedMotion()
  const { autoplay, viewportRef, emblaApi, selected } = useAutoplayCarousel(MARKETING_SLIDER_DELAY_MS)
  const [isPausedByVisitor, setPausedByVisitor] = useState(false)
  const [isHovered, setHovered] = useState(false)
  const [hasFocus, setFocus] = useState(false)
  const restartTimer = useRef<number | undefined>(undefined)
  const count = slides.length
  const canAdvance = shouldAutoAdvance({ slideCount: count, reducedMotion, stoppedByVisitor: isPausedByVisitor })
  const shouldPlay = canAdvance && !isHovered && !hasFocus

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
      <SlideTrack viewportRef={viewportRef} slides={slides} selected={selected} />
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

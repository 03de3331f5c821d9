'use client'

import { useCallback, useEffect, useState } from 'react'

import { HERO_SLIDER_DELAY_MS, shouldAutoAdvance, wrapIndex } from '@/src/domain/site/slider'
import { PauseIcon } from '@/storefront/site/slider/icons'
import { SlideTrack, type Slide } from '@/storefront/site/slider/SlideTrack'
import { goToSlideLabel, SLIDER_TEXTS } from '@/storefront/site/slider/texts'
import { useAutoplayCarousel } from '@/storefront/site/slider/useAutoplayCarousel'
import { useReducedMotion } from '@/storefront/site/slider/useReducedMotion'

import styles from './HeroSlider.module.css'

interface HeroSliderClientProps {
  label: string
  titlesLabel: string
  /** One title per slide, for the list under the slides. */
  titles: string[]
  /** The server-rendered slides. */
  slides: Slide[]
}

/**
 * The carousel of the hero slider: the index wraps, a timer advances it every 8 s when there is more
 * than one slide, a swipe (from 40 px), a timeline bar or a title jumps to a slide, and any choice
 * of the visitor (or the pause button) stops the auto-advance for good. Under prefers-reduced-motion
 * it never advances on its own. The active timeline bar fills while the 8 s run.
 */
export function HeroSliderClient({ label, titlesLabel, titles, slides }: HeroSliderClientProps) {
  const reducedMotion = useReducedMotion()
  const { autoplay, viewportRef, emblaApi, selected } = useAutoplayCarousel(HERO_SLIDER_DELAY_MS)
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false)
  const [isPlaying, setPlaying] = useState(false)
  /** Counts the timer starts: the active bar's fill restarts with each. */
  const [round, setRound] = useState(0)
  const count = slides.length
  const shouldPlay = shouldAutoAdvance({ slideCount: count, reducedMotion, stoppedByVisitor })

  useEffect(() => {
    if (!emblaApi) return
    // a swipe (or a drag with the mouse) is a manual choice
    const onPointerDown = () => setStoppedByVisitor(true)
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(false)
    const onTimer = () => setRound((value) => value + 1)
    emblaApi
      .on('pointerDown', onPointerDown)
      .on('autoplay:play', onPlay)
      .on('autoplay:stop', onStop)
      .on('autoplay:timerset', onTimer)
    return () => {
      emblaApi
        .off('pointerDown', onPointerDown)
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop)
        .off('autoplay:timerset', onTimer)
    }
  }, [emblaApi])

  useEffect(() => {
    if (!emblaApi) return
    // The plugin forgets its state when Embla re-initialises (resize): decide again then.
    const applyAutoplay = () => {
      if (shouldPlay) autoplay.play()
      else autoplay.stop()
      setPlaying(autoplay.isPlaying())
    }
    applyAutoplay()
    emblaApi.on('reInit', applyAutoplay)
    return () => {
      emblaApi.off('reInit', applyAutoplay)
    }
  }, [emblaApi, autoplay, shouldPlay])

  const choose = useCallback((index: number) => {
    setStoppedByVisitor(true)
    emblaApi?.scrollTo(wrapIndex(index, count))
  }, [emblaApi, count])

  return (
    <section className={styles.hero} aria-label={label} aria-roledescription={SLIDER_TEXTS.carousel}>
      <SlideTrack viewportRef={viewportRef} slides={slides} selected={selected} slideClassName={styles.slide} />
      {count > 1 ? (
        <div className={styles.navigation}>
          {/* the bars show the timer; the titles below are the same choice for keyboards and screen readers */}
          <div className={styles.timeline} aria-hidden="true">
            {slides.map((slide, index) => (
              <button key={slide.key} type="button" tabIndex={-1} className={styles.bar} onClick={() => choose(index)} data-active={index === selected || undefined}>
                <span
                  key={index === selected ? round : 'idle'}
                  className={styles.fill}
                  data-state={index !== selected ? 'empty' : isPlaying ? 'running' : 'full'}
                  style={{ animationDuration: `${HERO_SLIDER_DELAY_MS}ms` }}
                />
              </button>
            ))}
          </div>
          <div className={styles.titlesRow}>
            <ol className={styles.titles} aria-label={titlesLabel}>
              {titles.map((title, index) => (
                <li key={slides[index].key}>
                  <button
                    type="button"
                    className={styles.titleButton}
                    onClick={() => choose(index)}
                    aria-current={index === selected ? 'true' : undefined}
                    title={goToSlideLabel(index + 1, count)}
                  >
                    {title}
                  </button>
                </li>
              ))}
            </ol>
            {isPlaying ? (
              <button type="button" className={styles.pause} onClick={() => setStoppedByVisitor(true)} aria-label={SLIDER_TEXTS.pause}>
                <PauseIcon />
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  )
}

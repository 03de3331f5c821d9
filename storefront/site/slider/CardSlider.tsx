'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'

import { CATALOGUE_SLIDER_STEPS, minWidthQuery, SWIPE_THRESHOLD_PX } from '@/src/domain/site/slider'

import styles from './CardSlider.module.css'
import { NextIcon, PreviousIcon } from './icons'
import { SlideTrack, type Slide } from './SlideTrack'
import { SLIDER_TEXTS as T } from './texts'

interface CardSliderProps {
  /** The id of the visible heading that names the slider. */
  labelledBy?: string
  /** The accessible name when there is no visible heading. */
  label?: string
  /** The server-rendered cards. */
  items: Slide[]
  /** 'catalogue' moves by 2 cards, by 4 from 1024 px; 'card' by one. */
  step?: 'card' | 'catalogue'
  /** What one card is called for screen readers ('Seite', 'Katalog'). */
  itemName?: string
  className?: string
}

/** Embla's step options: the catalogue slider moves by 2, from 1024 px by 4 (parts-shop-and-site.md section 4). */
const STEP_OPTIONS = {
  card: { slidesToScroll: 1 },
  catalogue: {
    slidesToScroll: CATALOGUE_SLIDER_STEPS.narrow,
    breakpoints: { [minWidthQuery(CATALOGUE_SLIDER_STEPS.breakpoint)]: { slidesToScroll: CATALOGUE_SLIDER_STEPS.wide } },
  },
} as const

/**
 * A row of cards (1 visible, 2 from 720 px, 4 from 1024 px) that the visitor moves with the
 * previous and next buttons or by swiping. It does not loop: at either end the button of that
 * direction is disabled. Nothing moves on its own.
 */
export function CardSlider({ labelledBy, label, items, step = 'card', itemName = T.slide, className }: CardSliderProps) {
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: false, align: 'start', containScroll: 'trimSnaps', dragThreshold: SWIPE_THRESHOLD_PX, ...STEP_OPTIONS[step] })
  const [canPrevious, setCanPrevious] = useState(false)
  const [canNext, setCanNext] = useState(false)

  useEffect(() => {
    if (!emblaApi) return
    const update = () => {
      setCanPrevious(emblaApi.canScrollPrev())
      setCanNext(emblaApi.canScrollNext())
    }
    update()
    emblaApi.on('select', update).on('reInit', update)
    return () => {
      emblaApi.off('select', update).off('reInit', update)
    }
  }, [emblaApi])

  const scrollPrevious = useCallback(() => emblaApi?.scrollPrev(), [emblaApi])
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi])

  return (
    <section
      className={[styles.slider, className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-roledescription={T.carousel}
    >
      <SlideTrack viewportRef={viewportRef} slides={items} roleDescription={itemName} trackClassName={styles.track} slideClassName={styles.slide} />
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={scrollPrevious} disabled={!canPrevious} aria-label={T.previous}>
          <PreviousIcon />
        </button>
        <button type="button" className={styles.control} onClick={scrollNext} disabled={!canNext} aria-label={T.next}>
          <NextIcon />
        </button>
      </div>
    </section>
  )
}

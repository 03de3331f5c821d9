'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useState } from 'react'

import { SWIPE_THRESHOLD_PX } from '@/src/domain/site/slider'

/**
 * A looping carousel with an autoplay timer of `delayMs` that the slider starts and stops itself
 * (it never starts on its own, and any interaction stops it), and the index of the slide on view.
 */
export function useAutoplayCarousel(delayMs: number) {
  const [autoplay] = useState(() =>
    Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }))
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, dragThreshold: SWIPE_THRESHOLD_PX }, [autoplay])
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!emblaApi) return
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap())
    onSelect()
    emblaApi.on('select', onSelect)
    return () => {
      emblaApi.off('select', onSelect)
    }
  }, [emblaApi])

  return { autoplay, viewportRef, emblaApi, selected }
}

import { fillPlaceholders } from '@/src/domain/text'

/** Accessible names of the site's slider controls (German). */
export const SLIDER_TEXTS = {
  carousel: 'Karussell',
  slide: 'Folie',
  slideLabel: '{n} von {total}',
  goToSlide: 'Folie {n} von {total} anzeigen',
  previous: 'Zurück',
  next: 'Weiter',
  pause: 'Automatisches Weiterblättern anhalten',
  play: 'Automatisches Weiterblättern fortsetzen',
} as const

export const slideLabel = (position: number, total: number) => fillPlaceholders(SLIDER_TEXTS.slideLabel, { n: position, total })
export const goToSlideLabel = (position: number, total: number) => fillPlaceholders(SLIDER_TEXTS.goToSlide, { n: position, total })

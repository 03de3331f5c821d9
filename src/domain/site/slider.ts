/**
 * Rules of the marketing site's sliders (parts-shop-and-site.md sections 4 and 9): timings,
 * breakpoints, how an index wraps, when a slider may advance on its own and how far the catalogue
 * slider moves. Pure, so the slider components and the unit tests share them.
 */

/** The hero slider advances every 8 s. */
export const HERO_SLIDER_DELAY_MS = 8000

/** Every other auto-rotating slider (text slider) advances every 5 s. */
export const MARKETING_SLIDER_DELAY_MS = 5000

/** A drag shorter than this is a click, not a swipe. */
export const SWIPE_THRESHOLD_PX = 40

/** After a dot was chosen, the auto-rotation starts again this long after the slide transition began. */
export const SLIDE_RESTART_DELAY_MS = 300

/** Breakpoints of the site (min-width in px). */
export const SITE_BREAKPOINTS = { tablet: 720, desktop: 1024, large: 1600 } as const

/** The catalogue slider moves by 4 from 1024 px, else by 2. */
export const CATALOGUE_SLIDER_STEPS = { breakpoint: SITE_BREAKPOINTS.desktop, narrow: 2, wide: 4 } as const

/** The most cards a card slider shows side by side (from the desktop breakpoint). */
const SLIDER_MAX_PER_VIEW = 4

/** A media query for a min-width breakpoint, e.g. '(min-width: 1024px)'. */
export const minWidthQuery = (px: number): string => `(min-width: ${px}px)`

/**
 * An index wrapped into 0…count-1 in both directions (after the last comes the first, before the
 * first the last); 0 when there is nothing to show.
 */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0
  const whole = Math.trunc(index)
  return ((whole % count) + count) % count
}

interface AutoAdvanceState {
  slideCount: number
  /** The visitor prefers reduced motion: nothing moves on its own. */
  reducedMotion: boolean
  /** The visitor chose a slide, swiped or paused: the auto-advance stays off. */
  stoppedByVisitor: boolean
}

/** A slider advances on its own only with more than one slide, without reduced motion and until the visitor takes over. */
export function shouldAutoAdvance({ slideCount, reducedMotion, stoppedByVisitor }: AutoAdvanceState): boolean {
  return slideCount > 1 && !reducedMotion && !stoppedByVisitor
}

/** How many cards the catalogue slider moves per step at a viewport width: 4 from 1024 px, else 2. */
export function catalogueSliderStep(viewportWidth: number): number {
  return viewportWidth >= CATALOGUE_SLIDER_STEPS.breakpoint ? CATALOGUE_SLIDER_STEPS.wide : CATALOGUE_SLIDER_STEPS.narrow
}

/** How many cards a slider shows side by side: 1, 2 from 720 px, up to `max` (4) from 1024 px. */
export function slidesPerView(viewportWidth: number, max: number = SLIDER_MAX_PER_VIEW): number {
  const limit = Math.max(1, Math.trunc(max))
  if (viewportWidth >= SITE_BREAKPOINTS.desktop) return limit
  if (viewportWidth >= SITE_BREAKPOINTS.tablet) return Math.min(2, limit)
  return 1
}

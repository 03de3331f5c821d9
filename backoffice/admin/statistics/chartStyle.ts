import type { CSSProperties } from 'react'

/** Size of the line and column charts (recharts' `responsive` follows the card's width). */
export const CHART_STYLE: CSSProperties = { width: '100%', height: 260 }

/** Axis labels in the admin's text colour (light and dark theme). */
export const TICK = { fill: 'currentColor', fontSize: 12 }

/** The chart colours: at least 3:1 against the light and the dark admin background. */
export const COLORS = { series: '#2f6fdf', money: '#1f8a4c', bars: '#7a4fd6' } as const

export const TOOLTIP_STYLE: CSSProperties = {
  background: 'var(--theme-elevation-0)',
  border: '1px solid var(--theme-elevation-150)',
  color: 'var(--theme-text)',
}

/** No animation: the charts are there at once, also for people who prefer reduced motion. */
export const STATIC = { isAnimationActive: false } as const

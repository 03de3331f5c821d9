'use client'

import { useSyncExternalStore } from 'react'

import { type Segments, valueAt } from '@/src/domain/segments'

/**
 * One clock for every open-state display on the page: it ticks at each full minute, so open,
 * closing-soon and closed states follow the time without a reload.
 */
const listeners = new Set<() => void>()
let current = Date.now()
let timer: ReturnType<typeof setTimeout> | null = null

function tick(): void {
  current = Date.now()
  listeners.forEach((listener) => listener())
  timer = setTimeout(tick, 60_000 - (Date.now() % 60_000))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (timer === null) {
    current = Date.now()
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000))
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== null) {
      clearTimeout(timer)
      timer = null
    }
  }
}

const snapshot = () => current

/**
 * The current time, re-evaluated each minute. During server rendering and hydration it is
 * `renderedAt` (the instant the server rendered the page), so the HTML and the first client render
 * agree; right after hydration it switches to the browser's clock.
 */
export function useMinuteClock(renderedAt: string): Date {
  const time = useSyncExternalStore(subscribe, snapshot, () => Date.parse(renderedAt))
  return new Date(time)
}

/** The value of server-computed segments (an open state, the catalogue) at the minute clock's time. */
export function useClockValue<T>(segments: Segments<T>, renderedAt: string): T {
  return valueAt(segments, useMinuteClock(renderedAt).getTime())
}

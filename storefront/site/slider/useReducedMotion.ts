'use client'

import { useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const inBrowser = () => window.matchMedia(REDUCED_MOTION).matches
/** Until the browser tells, nothing moves. */
const onServer = () => true

/** Whether the visitor prefers reduced motion (true on the server and before hydration). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer)
}

'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False during the server render and hydration, true once React runs in the browser: buttons stay
 * disabled until a click can actually be handled.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}

'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { CallResult } from '@/storefront/ui/api'

import { POLL_INTERVAL_MS, REQUEST_TIMEOUT_MS, retryDelay } from './polling'

export interface FeedState<T> {
  /** The last data that arrived; it stays while the connection is down. */
  data: T | null
  /** The last call failed for want of a connection (or the server is restarting). */
  offline: boolean
  /** The server refused the last call: its message (e.g. the key was replaced). */
  error: string | null
  /** When the next attempt after a failure starts (ms since the epoch), else null. */
  retryAt: number | null
  /** When data last arrived (ms since the epoch). */
  updatedAt: number | null
}

/**
 * Polls `load` every 1.5 s while the component lives, also in a background tab (the unseen
 * counter in the tab title depends on it). A failed call keeps the last data, marks the feed
 * offline or refused and retries with a growing pause; the browser's 'online' event and
 * `refresh()` (after an action, the retry button) ask at once. A newer call supersedes an older
 * one still running, so answers never arrive out of order.
 */
export function usePolledFeed<T>(load: (signal: AbortSignal) => Promise<CallResult<T>>, key: string, onUnauthorized?: () => void) {
  const [state, setState] = useState<FeedState<T>>({ data: null, offline: false, error: null, retryAt: null, updatedAt: null })
  const loadRef = useRef(load)
  const unauthorizedRef = useRef(onUnauthorized)
  const pollRef = useRef<() => void>(() => undefined)

  useEffect(() => {
    loadRef.current = load
    unauthorizedRef.current = onUnauthorized
  })

  useEffect(() => {
    let stopped = false
    let sequence = 0
    let failures = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let controller: AbortController | undefined

    const schedule = (delay: number) => {
      clearTimeout(timer)
      if (!stopped) timer = setTimeout(poll, delay)
    }

    async function poll() {
      clearTimeout(timer)
      controller?.abort()
      const own = new AbortController()
      controller = own
      const call = ++sequence
      const timeout = setTimeout(() => own.abort(), REQUEST_TIMEOUT_MS)
      const answer = await loadRef.current(own.signal)
      clearTimeout(timeout)
      if (stopped || call !== sequence) return
      if (answer.ok) {
        failures = 0
        setState({ data: answer.data, offline: false, error: null, retryAt: null, updatedAt: Date.now() })
        schedule(POLL_INTERVAL_MS)
        return
      }
      const { error } = answer
      if (error.status === 401) unauthorizedRef.current?.()
      failures += 1
      const delay = retryDelay(failures)
      const offline = error.offline || (typeof navigator !== 'undefined' && navigator.onLine === false)
      setState((previous) => ({ ...previous, offline, error: offline ? null : error.message, retryAt: Date.now() + delay }))
      schedule(delay)
    }

    const now = () => void poll()
    pollRef.current = now
    now()
    window.addEventListener('online', now)
    return () => {
      stopped = true
      clearTimeout(timer)
      controller?.abort()
      window.removeEventListener('online', now)
      pollRef.current = () => undefined
    }
  }, [key])

  const refresh = useCallback(() => pollRef.current(), [])
  return { ...state, refresh }
}

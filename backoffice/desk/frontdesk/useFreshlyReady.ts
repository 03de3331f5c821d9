'use client'

import { useEffect, useRef, useState } from 'react'

import type { FrontdeskTicket } from '../types'

/** How long a ticket that just became ready stays highlighted on the pickup screen. */
const FRESH_MS = 30_000

/** Tickets that turned ready since the screen opened, for the last 30 s (the first load is the starting point). */
export function useFreshlyReady(tickets: readonly FrontdeskTicket[] | null): ReadonlySet<string> {
  const ready = useRef<Set<string> | null>(null)
  const [fresh, setFresh] = useState<ReadonlyMap<string, number>>(() => new Map())

  useEffect(() => {
    if (!tickets) return
    const nowReady = new Set(tickets.filter((ticket) => ticket.status === 'inDelivery').map((ticket) => ticket.uid))
    const before = ready.current
    ready.current = nowReady
    if (!before) return
    const turned = [...nowReady].filter((uid) => !before.has(uid))
    if (turned.length === 0) return
    const now = Date.now()
    setFresh((previous) => new Map([...previous, ...turned.map((uid) => [uid, now] as const)]))
  }, [tickets])

  useEffect(() => {
    if (fresh.size === 0) return
    const oldest = Math.min(...fresh.values())
    const timer = setTimeout(() => {
      const limit = Date.now() - FRESH_MS
      setFresh((previous) => new Map([...previous].filter(([, since]) => since > limit)))
    }, Math.max(0, oldest + FRESH_MS - Date.now()) + 50)
    return () => clearTimeout(timer)
  }, [fresh])

  return new Set(fresh.keys())
}

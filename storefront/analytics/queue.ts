import type { AnalyticsLogCreated, AnalyticsLogRequest } from '@/src/domain/contracts/analytics'
import { scrubOrderSecretsDeep } from '@/src/domain/orders/orderSecrets'
import { call } from '@/storefront/ui/api'

import type { AnalyticsLogEntry } from './types'

/**
 * First-party analytics queue: entries wait in memory until a consent decision exists, then the
 * runtime flushes them every second to POST /api/analytics-log. Failures are ignored (the entry is
 * dropped; analytics never bothers the visitor).
 */
const MAX_PENDING = 200
/** The storefront's fallback text; never shown, as a failed entry is dropped. */
const NOT_SENT = 'Ein unbekannter Fehler ist aufgetreten.'
const pending: AnalyticsLogEntry[] = []
let flushing = false

/** Queues an entry; order links (/status/{uid}/{hash}) in it are scrubbed first (the server does it again). */
export function enqueueLog(entry: AnalyticsLogEntry): void {
  if (pending.length >= MAX_PENDING) pending.shift()
  pending.push(scrubOrderSecretsDeep(entry))
}

const SESSION_KEY = 'analytics-session'

/**
 * The tab's analytics session: a random UUID kept in sessionStorage (gone with the tab), so the
 * statistics count visitors without any address. Created only when entries are sent, that is
 * after a consent decision; null where storage is blocked.
 */
function tabSession(): string | null {
  try {
    const known = window.sessionStorage.getItem(SESSION_KEY)
    if (known) return known
    const created = crypto.randomUUID()
    window.sessionStorage.setItem(SESSION_KEY, created)
    return created
  } catch {
    return null
  }
}

/** Sends every queued entry in order, with the tab's session; concurrent calls wait for the next tick. */
export async function flushLogs(): Promise<void> {
  if (flushing || pending.length === 0) return
  flushing = true
  try {
    const sessionId = tabSession() ?? undefined
    while (pending.length > 0) {
      const body: AnalyticsLogRequest = { ...(pending.shift() as AnalyticsLogEntry), sessionId }
      // keepalive: an entry queued just before the page unloads is still delivered
      await call<AnalyticsLogCreated>('/api/analytics-log', { body, keepalive: true, fallback: NOT_SENT })
    }
  } finally {
    flushing = false
  }
}

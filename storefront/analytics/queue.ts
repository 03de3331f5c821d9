import { scrubOrderSecretsDeep } from '@/src/domain/orders/orderSecrets'

import type { AnalyticsLogEntry } from './types'

/**
 * First-party analytics queue: entries wait in memory until a consent decision exists, then the
 * runtime flushes them every second to POST /api/analytics-log. Failures are ignored (the entry is
 * dropped; analytics never bothers the visitor).
 */
const MAX_PENDING = 200
const pending: AnalyticsLogEntry[] = []
let flushing = false

/** Queues an entry; order links (/status/{uid}/{hash}) in it are scrubbed first (the server does it again). */
export function enqueueLog(entry: AnalyticsLogEntry): void {
  if (pending.length >= MAX_PENDING) pending.shift()
  pending.push(scrubOrderSecretsDeep(entry))
}

/** Sends every queued entry in order; concurrent calls wait for the next tick. */
export async function flushLogs(): Promise<void> {
  if (flushing || pending.length === 0) return
  flushing = true
  try {
    while (pending.length > 0) {
      const entry = pending.shift() as AnalyticsLogEntry
      await fetch('/api/analytics-log', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(entry),
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => undefined)
    }
  } finally {
    flushing = false
  }
}

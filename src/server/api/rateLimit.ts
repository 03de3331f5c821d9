import type { PayloadRequest } from 'payload'

import { errorResponse } from './responses'

type Window = { startedAt: number; count: number }

/**
 * A per-client fixed-window limit for public endpoints (per process). `check` answers a 429
 * response when the client sent more than `limit` requests within `windowMs`, else null.
 */
export function rateLimit({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, Window>()
  return {
    check(req: PayloadRequest, now = Date.now()): Response | null {
      const key = clientKey(req)
      const current = windows.get(key)
      if (!current || now - current.startedAt >= windowMs) {
        if (windows.size > 10_000) windows.clear()
        windows.set(key, { startedAt: now, count: 1 })
        return null
      }
      current.count += 1
      if (current.count <= limit) return null
      return errorResponse(429, 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.')
    },
  }
}

/** The client's address as the proxy in front of the app reports it. */
function clientKey(req: PayloadRequest): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || req.headers.get('x-real-ip') || 'unbekannt'
}

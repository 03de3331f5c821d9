import { statisticsParams } from '@/src/domain/statistics/dashboard/query'
import type { Days } from '@/src/domain/statistics/dashboard/period'

import type { StatisticsSetName } from './charts'

/** What a statistics call brought: the `data` part of the answer (null for any failure), or that the session has ended. */
type SetAnswer = { unauthorized: true } | { unauthorized: false; data: unknown }

/**
 * GET /api/statistics/{set}?from&to[&branch] with the session cookie. The answer's `data` part, or
 * null when the call failed in any way (404 for a set that does not exist yet, 403, 422, 5xx, no
 * connection): the spec swallows statistics errors, the chart shows its empty state instead.
 */
export async function loadSet(set: StatisticsSetName, range: Days, branch: number | null, signal: AbortSignal): Promise<SetAnswer> {
  try {
    const response = await fetch(`/api/statistics/${set}?${statisticsParams(range, branch)}`, {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal,
    })
    if (response.status === 401) return { unauthorized: true }
    if (!response.ok) return { unauthorized: false, data: null }
    const body = (await response.json()) as { data?: unknown } | null
    return { unauthorized: false, data: body?.data ?? null }
  } catch {
    return { unauthorized: false, data: null }
  }
}

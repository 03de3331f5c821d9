import type { StatisticsAnswer } from '@/src/domain/contracts/statistics'
import { statisticsParams } from '@/src/domain/statistics/dashboard/query'
import type { Days } from '@/src/domain/statistics/dashboard/period'
import { call } from '@/storefront/ui/api'

import type { DashboardSetName } from './charts'
import { STATISTICS_VIEW_TEXTS as T } from './texts'

/** What a statistics call brought: the `data` part of the answer (null for any failure), or that the session has ended. */
type SetAnswer<Set extends DashboardSetName> = { unauthorized: true } | { unauthorized: false; data: StatisticsAnswer<Set>['data'] | null }

/**
 * GET /api/statistics/{set}?from&to[&branch] with the session cookie. The answer's `data` part, or
 * null when the call failed in any way (404 for a set that does not exist yet, 403, 422, 5xx, no
 * connection): the spec swallows statistics errors, the chart shows its empty state instead.
 */
export async function requestSet<Set extends DashboardSetName>(set: Set, range: Days, branch: number | null, signal: AbortSignal): Promise<SetAnswer<Set>> {
  const result = await call<StatisticsAnswer<Set>>(`/api/statistics/${set}?${statisticsParams(range, branch)}`, { signal, fallback: T.loadFailed })
  if (!result.ok && result.error.status === 401) return { unauthorized: true }
  return { unauthorized: false, data: result.ok ? (result.data?.data ?? null) : null }
}

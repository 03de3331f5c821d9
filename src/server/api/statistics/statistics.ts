import type { Endpoint } from 'payload'

import { STATISTICS_TEXTS as T } from '@/src/domain/statistics'

import { ApiError } from '@/src/server/http/apiError'
import { staffScope } from '@/src/server/orders/workflow/staffAccess'
import { STATISTICS_SETS, type StatisticsSet } from '@/src/server/statistics/sets'

/**
 * GET /api/statistics/{set}: one route for every set of `sets`. Staff only (401 without session,
 * 403 for anybody else), 404 for a set that does not exist, 422 for bad parameters; the answer is
 * `{ data: <the set's result> }`, never cached.
 */
function statisticsEndpoint(sets: ReadonlyMap<string, StatisticsSet>): Endpoint {
  return {
    path: '/statistics/:set',
    method: 'get',
    handler: async (req) => {
      const scope = staffScope(req.user)
      const set = sets.get(String(req.routeParams?.set ?? ''))
      if (!set) throw new ApiError(T.errors.setNotFound, 404)
      return Response.json({ data: await set(req, scope) }, { headers: { 'Cache-Control': 'no-store' } })
    },
  }
}

/** The statistics calls of the root endpoints (src/server/api/index.ts). */
export const statisticsEndpoints: Endpoint[] = [statisticsEndpoint(STATISTICS_SETS)]

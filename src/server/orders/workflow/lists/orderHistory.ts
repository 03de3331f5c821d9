import type { PayloadRequest, Where } from 'payload'

import { historyQuery, type HistoryQuery, type OrderHistoryAnswer } from '@/src/domain/contracts/desk'
import { toZoned } from '@/src/domain/text'
import { ApiError } from '@/src/server/http/apiError'
import { staffScope } from '../staffAccess'
import { WORKFLOW_TEXTS as T } from '../texts'
import { parseInput } from '@/src/server/http/validation'
import { allOf, branchCondition, queryObject } from './scope'
import { BRANCH_NAME_POPULATE, HISTORY_SELECT } from './select'

/** Start of a calendar day in the shop's time zone (Europe/Vienna), as an ISO instant. */
function dayStart(day: string, plusDays = 0): string {
  const start = toZoned(day)
  if (!start) throw new ApiError(T.dayInvalid, 422, 'from')
  return start.startOf('day').plus({ days: plusDays }).toUTC().toISO() as string
}

/** The filters of a history query as a Payload `where` (without the branch scope). */
export function historyCondition(query: Pick<HistoryQuery, 'from' | 'to' | 'status' | 'search'>): Where {
  const conditions: Where[] = []
  if (query.from) conditions.push({ createdAt: { greater_than_equal: dayStart(query.from) } })
  if (query.to) conditions.push({ createdAt: { less_than: dayStart(query.to, 1) } })
  if (query.status) conditions.push({ status: { in: query.status } })
  if (query.search) {
    conditions.push({
      or: [{ uid: { contains: query.search } }, { lastName: { contains: query.search } }, { email: { contains: query.search } }],
    })
  }
  return allOf(...conditions)
}

const emptyPage = (limit: number): OrderHistoryAnswer => ({
  docs: [], totalDocs: 0, limit, totalPages: 0, page: 1, pagingCounter: 1, hasPrevPage: false, hasNextPage: false, prevPage: null, nextPage: null,
})

/**
 * GET /orders/history: all orders of the user's branches (every status unless `status` says
 * otherwise), newest first, filtered by creation day (`from`, `to`), `status`, `branch` and
 * `search` (order number, last name or e-mail, case-insensitive part), paginated (`page`,
 * `limit` ≤ 100). Answers Payload's pagination shape.
 */
export async function orderHistory(req: PayloadRequest): Promise<OrderHistoryAnswer> {
  const scope = staffScope(req.user)
  const query = parseInput(historyQuery, queryObject(req.searchParams)) as HistoryQuery
  const branch = branchCondition(scope, query.branch)
  if (!branch) return emptyPage(query.limit)
  return req.payload.find({
    collection: 'orders',
    where: allOf(branch, historyCondition(query)),
    select: HISTORY_SELECT,
    populate: BRANCH_NAME_POPULATE,
    depth: 1,
    sort: '-createdAt',
    page: query.page,
    limit: query.limit,
    overrideAccess: true,
    req,
  })
}

import type { PayloadRequest, Where } from 'payload'

import { HISTORY_FILTER_NAMES, historyFilters } from '@/src/domain/contracts/desk'
import { branchScope } from '@/src/domain/roles'
import type { OrderStatus } from '@/src/domain/orders'
import { parseInput } from '@/src/server/http/validation'

import { historyCondition } from './orderHistory'
import { allOf, branchCondition, queryObject } from './scope'

/**
 * The history parameters of the call catalogue's GET /api/orders (from, to, status, branch,
 * search; spec 002 §7) as a `where` for a staff member's request, or null when the request names
 * none of them or comes from someone else (shop customers keep their own list). Invalid values
 * answer 422, a branch outside the employee's ones 403; an employee without branches matches nothing.
 */
export function historyParametersWhere(req: Pick<PayloadRequest, 'user' | 'searchParams'>): Where | null {
  const given = HISTORY_FILTER_NAMES.some((name) => req.searchParams?.has(name))
  const scope = given ? branchScope(req.user) : null
  if (!scope) return null
  const filters = parseInput(historyFilters, queryObject(req.searchParams)) as { branch?: number; status?: OrderStatus[]; from?: string; to?: string; search?: string }
  const branch = branchCondition(scope, filters.branch) ?? { id: { equals: 0 } }
  return allOf(branch, historyCondition(filters))
}

import type { PayloadRequest, Where } from 'payload'

import { staffScope } from '../staffAccess'
import { allOf, branchCondition, readBranchParam } from './scope'
import { BRANCH_NAME_POPULATE, OPEN_STATUSES, STAFF_LIST_SELECT, UNPAGINATED_LIST_LIMIT } from './select'

/** Reads one staff list: scope and `?branch=` applied, sorted by appointment, then creation. */
export async function staffOrderList(req: PayloadRequest, condition: Where) {
  const scope = staffScope(req.user)
  const branch = branchCondition(scope, readBranchParam(req.searchParams))
  if (!branch) return []
  const result = await req.payload.find({
    collection: 'orders',
    where: allOf(branch, condition),
    select: STAFF_LIST_SELECT,
    populate: BRANCH_NAME_POPULATE,
    depth: 1,
    sort: ['appointment', 'createdAt'],
    limit: UNPAGINATED_LIST_LIMIT,
    overrideAccess: true,
    req,
  })
  return result.docs
}

/**
 * GET /orders/current: orders of the user's branches (all for admins) that still need work:
 * pending, confirmed or in delivery. Sorted by appointment (orders without one last), then by
 * creation.
 */
export const currentOrders = (req: PayloadRequest) => staffOrderList(req, { status: { in: [...OPEN_STATUSES] } })

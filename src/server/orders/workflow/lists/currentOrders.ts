import type { PayloadRequest, Where } from 'payload'

import type { StaffListOrder } from '@/src/domain/contracts/desk'

import { boardCardFields, CARD_SOURCE_SELECT } from '@/src/server/desk/boardCard'
import { KITCHEN_STATUSES, todayCondition } from '@/src/server/desk/today'
import { staffScope } from '../staffAccess'
import { allOf, branchCondition, readBranchParam } from './scope'
import { BRANCH_NAME_POPULATE, OPEN_STATUSES, STAFF_LIST_SELECT, UNPAGINATED_LIST_LIMIT } from './select'

/** The staff list head plus what the board cards are derived from (the list's `totals` is the wider one). */
const BOARD_LIST_SELECT = { ...CARD_SOURCE_SELECT, ...STAFF_LIST_SELECT }

/**
 * Reads one staff list: scope and `?branch=` applied, sorted by appointment, then creation, each
 * order with its board card fields (boardCard.ts). One query for the orders with their items and
 * one batched read of the branch names, however many orders there are.
 */
export async function staffOrderList(req: PayloadRequest, condition: Where): Promise<StaffListOrder[]> {
  const scope = staffScope(req.user)
  const branch = branchCondition(scope, readBranchParam(req.searchParams))
  if (!branch) return []
  const result = await req.payload.find({
    collection: 'orders',
    where: allOf(branch, condition),
    select: BOARD_LIST_SELECT,
    populate: BRANCH_NAME_POPULATE,
    depth: 1,
    sort: ['appointment', 'createdAt'],
    limit: UNPAGINATED_LIST_LIMIT,
    // Capped, not paged: no count query besides.
    pagination: false,
    overrideAccess: true,
    req,
  })
  return result.docs.map((doc) => ({ ...doc, ...boardCardFields(doc) }))
}

/** Orders that finished today stay on the board (its 'done' column) until the day is over. */
const FINISHED_STATUSES = KITCHEN_STATUSES.filter((status) => !(OPEN_STATUSES as readonly string[]).includes(status))

/**
 * The orders of the 'Heute' board at `now`: every order that still needs work (pending,
 * confirmed or in delivery, whatever its day: a preorder for tomorrow must be accepted today, an
 * order left open yesterday is not done), and today's orders that were completed, rejected or
 * cancelled. Failed payments never.
 */
function currentCondition(now: Date): Where {
  return {
    or: [
      { status: { in: [...OPEN_STATUSES] } },
      { and: [{ status: { in: FINISHED_STATUSES } }, todayCondition(now)] },
    ],
  }
}

/**
 * GET /orders/current: the 'Heute' board of the user's branches (all for admins; `?branch=`
 * narrows): open orders and today's finished ones (currentCondition), sorted by appointment
 * (orders without one last), then by creation.
 */
export const currentOrders = (req: PayloadRequest, now = new Date()) => staffOrderList(req, currentCondition(now))

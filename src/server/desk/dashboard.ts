import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { zoned } from '@/src/domain/text/dates'
import { branchScope, scopeIncludes, type BranchScope } from '@/src/domain/roles'
import { poolOf } from '@/src/server/db/pool'
import { missedOrders } from '@/src/server/orders/workflow/lists/missedOrders'
import { OPEN_STATUSES } from '@/src/server/orders/workflow/lists/select'

/** An order nobody reacted to (the missed-orders rule of GET /api/orders/missed). */
type MissedOrder = { id: number; uid: string; createdAt: string }

/** One tile of the start page: a branch, or (admins only, branchId null) the parts shop. */
export type DeskTile = {
  branchId: number | null
  name: string
  /** Today's orders (appointment today, or none and placed today), failed payments left out. */
  todayOrders: number
  /** Pending, confirmed or in delivery, whatever the day. */
  openOrders: number
  /** Gross total of today's orders that were not rejected, cancelled or failed, as decimal text ('123.40'). */
  revenueToday: string
  /** Pending orders with a counter appointment the customer has not answered yet. */
  openCounterAppointments: number
  missedOrders: MissedOrder[]
  /** The branch's display key for the kitchen board link; null when the user may not see it. */
  boardKey: string | null
}

export type DeskDashboard = { tiles: DeskTile[]; accountsWaiting: number }

type Row = { branchId: number | null; todayOrders: number; openOrders: number; revenueToday: string; openCounterAppointments: number }

/** Refused or failed orders bring no revenue. */
const NO_REVENUE = ['rejected', 'canceled', 'failed']

/**
 * The order figures of the branches in one statement (grouped by branch; rows without branch are
 * the parts shop's). Only rows that can count are read: open orders and orders of today.
 */
async function orderFigures(payload: Payload, scope: BranchScope, now: Date): Promise<Row[]> {
  const start = zoned(now).startOf('day')
  const from = start.toUTC().toISO()
  const to = start.plus({ days: 1 }).toUTC().toISO()
  const today = `((o.appointment >= $2 AND o.appointment < $3) OR (o.appointment IS NULL AND o.created_at >= $2 AND o.created_at < $3))`
  const { rows } = await poolOf(payload).query<Row>(
    `SELECT o.branch_id AS "branchId",
        count(*) FILTER (WHERE ${today} AND o.status <> 'failed')::int AS "todayOrders",
        count(*) FILTER (WHERE o.status = ANY($4::enum_orders_status[]))::int AS "openOrders",
        coalesce(sum(o.totals_gross) FILTER (WHERE ${today} AND NOT (o.status = ANY($5::enum_orders_status[]))), 0)::text AS "revenueToday",
        count(*) FILTER (WHERE o.status = 'pending' AND o.counter_appointment IS NOT NULL)::int AS "openCounterAppointments"
      FROM orders o
      WHERE ($1::int[] IS NULL OR o.branch_id = ANY($1::int[]))
        AND (o.status = ANY($4::enum_orders_status[]) OR o.appointment >= $2 OR o.created_at >= $2)
      GROUP BY o.branch_id`,
    [scope.all ? null : scope.branchIds, from, to, [...OPEN_STATUSES], NO_REVENUE],
  )
  return rows
}

/** The branches of the scope with name and display key (one query). */
async function branchesOf(payload: Payload, scope: BranchScope) {
  const { docs } = await payload.find({
    collection: 'branches',
    where: scope.all ? {} : { id: { in: scope.branchIds } },
    select: { name: true, apiKey: true },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** Missed orders by branch (the rule and query of /api/orders/missed, as this user). */
async function missedByBranch(payload: Payload, user: NonNullable<PayloadRequest['user']>, now: Date): Promise<Map<number | null, MissedOrder[]>> {
  const req = await createLocalReq({ user }, payload)
  const byBranch = new Map<number | null, MissedOrder[]>()
  for (const order of await missedOrders(req, now)) {
    const branch = order.branch
    const key = branch === null || branch === undefined ? null : typeof branch === 'object' ? branch.id : branch
    byBranch.set(key, [...(byBranch.get(key) ?? []), { id: order.id, uid: order.uid ?? String(order.id), createdAt: order.createdAt }])
  }
  return byBranch
}

const emptyFigures = (branchId: number | null): Row => ({ branchId, todayOrders: 0, openOrders: 0, revenueToday: '0', openCounterAppointments: 0 })

/**
 * The start page's figures for a back-office user: per branch of their scope (admins: all, plus
 * the parts shop when it has open or today's orders; employees: their branches) today's orders,
 * open orders, revenue so far, unanswered counter appointments and missed orders, with the board
 * key; and the shop accounts waiting for approval. Null for anyone who is not staff. A fixed
 * number of queries, whatever the number of branches and orders.
 */
export async function loadDeskDashboard(payload: Payload, user: PayloadRequest['user'], now = new Date()): Promise<DeskDashboard | null> {
  const scope = branchScope(user)
  if (!user || !scope) return null
  const accountsWaiting = () => payload.count({ collection: 'external-users', where: { isApproved: { equals: false } }, overrideAccess: true })
  if (!scope.all && scope.branchIds.length === 0) return { tiles: [], accountsWaiting: (await accountsWaiting()).totalDocs }
  const [branches, figures, missed, waiting] = await Promise.all([
    branchesOf(payload, scope),
    orderFigures(payload, scope, now),
    missedByBranch(payload, user, now),
    accountsWaiting(),
  ])
  const figuresOf = (branchId: number | null) => figures.find((row) => row.branchId === branchId) ?? emptyFigures(branchId)
  const tiles: DeskTile[] = branches.map((branch) => ({
    ...figuresOf(branch.id),
    branchId: branch.id,
    name: branch.name,
    missedOrders: missed.get(branch.id) ?? [],
    boardKey: scopeIncludes(scope, branch.id) ? (branch.apiKey ?? null) : null,
  }))
  if (scope.all && figures.some((row) => row.branchId === null)) {
    tiles.push({ ...figuresOf(null), name: '', missedOrders: missed.get(null) ?? [], boardKey: null })
  }
  return { tiles, accountsWaiting: waiting.totalDocs }
}

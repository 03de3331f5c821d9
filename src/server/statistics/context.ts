import type { PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import type { BranchScope } from '@/src/domain/roles'
import {
  periodsOf, profileDates, statisticsRange, STATISTICS_TEXTS as T, type Period, type ProfileDates, type StatisticsRange,
} from '@/src/domain/statistics'

import { ApiError, forbidden } from '@/src/server/http/apiError'
import { poolOf } from '@/src/server/db/pool'
import { readBranchParam } from '@/src/server/orders/workflow/lists/scope'
import { assertBranchAccess } from '@/src/server/orders/workflow/staffAccess'
import { SqlParams } from './sql'

/** Who asks: the branch scope of a staff member (admins: all) and their user id. */
type Asker = { pool: Pool; scope: BranchScope; userId: number; now: Date }

/** What a set of GET /api/statistics/{set}?from&to[&branch] computes from. */
export type RangeContext = Asker & {
  range: StatisticsRange
  periods: Period[]
  /** The `branch` parameter, checked against the scope (403 outside an employee's branches). */
  branch?: number
  /** Read the daily roll-ups (ranges counted per day) rather than the raw rows (ranges counted per hour). */
  useRollups: boolean
}

/** What the user-profile sets compute from (`user`, `start`, `end`, `now`). */
export type ProfileContext = Asker & { user: number; dates: ProfileDates }

const query = (req: PayloadRequest): Record<string, string> => Object.fromEntries(req.searchParams?.entries() ?? [])

const asker = (req: PayloadRequest, scope: BranchScope): Asker => ({ pool: poolOf(req.payload), scope, userId: Number(req.user!.id), now: new Date() })

/** The range, its buckets and the branch of a statistics call: 422 for a bad range or branch, 403 for a foreign branch. */
export function rangeContext(req: PayloadRequest, scope: BranchScope): RangeContext {
  const parsed = statisticsRange(query(req))
  if (!parsed.ok) throw ApiError.fields(parsed.errors)
  const branch = readBranchParam(req.searchParams)
  if (branch !== undefined) assertBranchAccess(scope, branch)
  return { ...asker(req, scope), range: parsed.value, periods: periodsOf(parsed.value), branch, useRollups: parsed.value.granularity === 'day' }
}

const POSITIVE_ID = /^[1-9]\d{0,15}$/

/**
 * The user and dates of a profile call: 422 for a bad user or dates; 403 when an employee asks
 * for somebody else (admins may ask for anybody).
 */
export function profileContext(req: PayloadRequest, scope: BranchScope): ProfileContext {
  const values = query(req)
  const base = asker(req, scope)
  const user = POSITIVE_ID.test(values.user ?? '') && Number.isSafeInteger(Number(values.user)) ? Number(values.user) : null
  const dates = profileDates(values, base.now)
  const errors = [...(user === null ? [{ field: 'user', message: T.errors.userInvalid }] : []), ...(dates.ok ? [] : dates.errors)]
  if (user === null || !dates.ok) throw ApiError.fields(errors)
  if (!scope.all && user !== base.userId) throw forbidden()
  return { ...base, user, dates: dates.value }
}

/**
 * The condition that keeps an employee to their branches (admins: every branch, parts-shop
 * orders without branch included), narrowed to the `branch` parameter when given.
 */
export function branchCondition(ctx: RangeContext, p: SqlParams, column: string): string {
  if (ctx.branch !== undefined) return `${column} = ${p.add(ctx.branch, 'int')}`
  return ctx.scope.all ? 'TRUE' : `${column} = ANY(${p.add(ctx.scope.branchIds, 'int[]')})`
}

/**
 * The condition of staff time data: admins see everybody's (narrowed to the `branch` parameter),
 * employees only their own, as the working-activities and working-schedules collections let them.
 */
export function staffTimeCondition(ctx: RangeContext, p: SqlParams, alias: string): string {
  const own = ctx.scope.all ? 'TRUE' : `${alias}.user_id = ${p.add(ctx.userId, 'int')}`
  return ctx.branch === undefined ? own : `${own} AND ${alias}.branch_id = ${p.add(ctx.branch, 'int')}`
}

import type { ProfileSets } from '@/src/domain/contracts/statistics'
import { roundTo, toDecimal } from '@/src/domain/money'
import { activityTypeEntry, HOUR_DECIMALS, rankedList, STATISTICS_TEXTS as T, WORKING_TIME_TYPES, type RankedList } from '@/src/domain/statistics'

import { ApiError } from '@/src/server/http/apiError'
import type { ProfileContext } from './context'
import { SqlParams } from './sql'
import { plannedHoursOf, scheduleOccurrences, shiftOf, workedSeconds } from './working'

type Row = { exists: boolean; planned: string | null; plannedToDate: string | null; worked: string | null }

const notFound = () => new ApiError(T.errors.userNotFound, 404, 'user')

/**
 * The user profile in one statement (planned hours by schedule day, tracked working time, whether
 * the user exists), as `{ data: profile }` like every set's answer.
 */
export async function userProfile(ctx: ProfileContext): Promise<ProfileSets['user-profile']> {
  const p = new SqlParams()
  const { range, toDateEnd, now } = ctx.dates
  const user = p.add(ctx.user, 'int')
  const shift = shiftOf(p, 'ws')
  const toDate = { period: 'toDate', start: range.start, end: toDateEnd }
  const cte = workedSeconds(p, { condition: `a.user_id = ${user}`, buckets: [toDate], now: ctx.now, types: WORKING_TIME_TYPES })
  const { rows } = await ctx.pool.query<Row>(
    `WITH ${cte},
      plan AS (
        SELECT ws.date, ${plannedHoursOf('ws', shift)} AS hours FROM ${scheduleOccurrences(p, range.start, range.end)}
        WHERE ws.user_id = ${user}
      )
      SELECT EXISTS (SELECT 1 FROM users WHERE id = ${user}) AS "exists",
        (SELECT sum(hours) FROM plan)::text AS planned,
        (SELECT sum(hours) FROM plan WHERE date < ${p.add(toDateEnd, 'timestamptz')})::text AS "plannedToDate",
        (SELECT sum(seconds) / 3600 FROM worked)::text AS worked`,
    p.values,
  )
  const row = rows[0]
  if (!row?.exists) throw notFound()
  const planned = toDecimal(row.planned)
  const plannedToDate = toDecimal(row.plannedToDate)
  const worked = toDecimal(row.worked)
  const hours = (value: unknown) => roundTo(value, HOUR_DECIMALS)
  return {
    data: {
      user: ctx.user,
      start: range.from,
      end: range.to,
      now,
      plannedHours: hours(planned),
      plannedHoursToDate: hours(plannedToDate),
      workedHours: hours(worked),
      balanceHours: hours(worked.minus(plannedToDate)),
      remainingPlannedHours: hours(planned.minus(plannedToDate)),
    },
  }
}

/** The tracked hours of one staff member from `start` to `end` by kind (Arbeitszeit, Urlaub, Krankenstand …; pauses subtracted). */
export async function userProfileWorkingActivities(ctx: ProfileContext): Promise<RankedList> {
  const p = new SqlParams()
  const { range } = ctx.dates
  const user = p.add(ctx.user, 'int')
  const cte = workedSeconds(p, { condition: `a.user_id = ${user}`, buckets: [{ period: 'range', start: range.start, end: range.end }], now: ctx.now })
  const { rows } = await ctx.pool.query<{ exists: boolean; type: string | null; hours: string | null }>(
    `WITH ${cte}
      SELECT EXISTS (SELECT 1 FROM users WHERE id = ${user}) AS "exists", w.type, (sum(w.seconds) / 3600)::text AS hours
      FROM (SELECT 1) one LEFT JOIN worked w ON TRUE
      GROUP BY w.type`,
    p.values,
  )
  if (!rows[0]?.exists) throw notFound()
  return rankedList(
    rows.filter((row) => row.type !== null).map((row) => ({ ...activityTypeEntry(row.type), count: row.hours })),
    { decimals: HOUR_DECIMALS },
  )
}

import { DateTime } from 'luxon'
import type { PayloadRequest } from 'payload'

import type { WeekDay, WeekRow } from '@/src/domain/contracts/timeClock'
import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { ROLES, type BranchScope } from '@/src/domain/roles'
import { WORKING_TIME_TYPES } from '@/src/domain/statistics'
import { warningsWithin, warningText, workedMinutes, workingTimeLimits, workingTimeWarnings } from '@/src/domain/timeClock'
import type { User, WorkingActivity } from '@/src/payload-types'

import { plannedDaysOf, shiftOfActivity } from './personDays'

const zone = DEFAULT_TIME_ZONE

/** The Monday ('YYYY-MM-DD') of the week a day lies in; this week's for anything that is no day. */
export function mondayOf(day: string | undefined, now: Date): string {
  const parsed = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? DateTime.fromISO(day, { zone }) : null
  return (parsed?.isValid ? parsed : DateTime.fromJSDate(now, { zone })).startOf('week').toISODate()!
}

/**
 * The manager's week of one branch (issue 24, item 5): per person who works there, each day's
 * planned and worked minutes with the recorded activities (kind, times, whether corrected), the
 * week's sums and the working-time warnings of the week (limits from the settings). Admins see
 * everybody of the branch, an employee only themselves. Four reads whatever the number of people.
 */
export async function weekSheet(req: PayloadRequest, scope: BranchScope, branchId: number, monday: string, now: Date): Promise<WeekRow[]> {
  const { docs: users } = await req.payload.find({
    collection: 'users',
    where: { and: [{ branches: { in: [branchId] } }, { roles: { in: [ROLES.admin, ROLES.employee] } }, ...(scope.all ? [] : [{ id: { equals: req.user!.id } }])] },
    sort: ['lastName', 'firstName'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { firstName: true, lastName: true, username: true, email: true },
  })
  if (!users.length) return []
  const ids = users.map((user) => user.id)
  const start = DateTime.fromISO(monday, { zone })
  const days = Array.from({ length: 7 }, (_, index) => start.plus({ days: index }).toISODate()!)
  // From the Sunday before, so the rest before Monday's first shift counts.
  const since = start.minus({ days: 1 }).toJSDate()
  const until = start.plus({ weeks: 1 }).toJSDate()
  const [activities, plans, settings] = await Promise.all([
    req.payload.find({
      collection: 'working-activities',
      where: { and: [{ user: { in: ids } }, { startedAt: { greater_than_equal: since.toISOString() } }, { startedAt: { less_than: until.toISOString() } }] },
      sort: 'startedAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { user: true, type: true, startedAt: true, endedAt: true, pauses: true, correctionReason: true },
    }),
    plannedDaysOf(req, ids, days[0]!, days[6]!),
    req.payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, req, select: { workingTimeLimits: true } }),
  ])
  const limits = workingTimeLimits(settings.workingTimeLimits)
  return (users as User[]).map((user) => {
    const own = (activities.docs as WorkingActivity[]).filter((activity) => (typeof activity.user === 'number' ? activity.user : activity.user.id) === user.id)
    const working = own.filter((activity) => (WORKING_TIME_TYPES as readonly string[]).includes(activity.type))
    const row = days.map((day): WeekDay => {
      const recorded = own.filter((activity) => DateTime.fromISO(activity.startedAt, { zone }).toISODate() === day)
      const listed = recorded.map((activity) => ({
        id: activity.id,
        type: activity.type,
        startedAt: activity.startedAt,
        endedAt: activity.endedAt ?? null,
        worked: workedMinutes(shiftOfActivity(activity), now).worked,
        corrected: Boolean(activity.correctionReason),
      }))
      const planned = (plans.get(user.id) ?? []).filter((shift) => shift.day === day).reduce((sum, shift) => sum + Math.round((shift.plannedHours ?? 0) * 60), 0)
      const worked = listed.filter((activity) => (WORKING_TIME_TYPES as readonly string[]).includes(activity.type)).reduce((sum, activity) => sum + activity.worked, 0)
      return { day, planned, worked, activities: listed }
    })
    const warnings = warningsWithin(workingTimeWarnings(working.map(shiftOfActivity), now, limits), days, monday).map(warningText)
    return {
      user: { id: user.id, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email },
      days: row,
      planned: row.reduce((sum, day) => sum + day.planned, 0),
      worked: row.reduce((sum, day) => sum + day.worked, 0),
      warnings,
    }
  })
}

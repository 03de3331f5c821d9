import { DateTime } from 'luxon'
import type { PayloadRequest } from 'payload'

import type { ClockWarning, PlannedDay, RecordedActivity } from '@/src/domain/contracts/timeClock'
import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { addDays, todayIn } from '@/src/domain/statistics/dashboard/period'
import { WORKING_TIME_TYPES } from '@/src/domain/statistics'
import {
  shiftDays,
  warningsWithin,
  warningText,
  workingTimeLimits,
  workingTimeWarnings,
  type Shift,
} from '@/src/domain/timeClock'
import type { WorkingActivity, WorkingSchedule } from '@/src/payload-types'

import { RECORDED_ACTIVITY_SELECT, recordedActivityOf } from './toDomain'

const zone = DEFAULT_TIME_ZONE

/**
 * The planned shifts of several people from `from` to `to` (Vienna days, both included), by user
 * id, each weekly one on every day it falls on, in day and clock order. One read: dated shifts in
 * the range and weekly ones that began before its end.
 */
export async function plannedDaysOf(req: PayloadRequest, userIds: readonly number[], from: string, to: string): Promise<Map<number, PlannedDay[]>> {
  const end = `${addDays(to, 1)}T00:00:00.000Z`
  const { docs } = await req.payload.find({
    collection: 'working-schedules',
    where: {
      and: [
        { user: { in: userIds } },
        { date: { less_than: end } },
        { or: [{ repeatsWeekly: { equals: true } }, { date: { greater_than_equal: `${addDays(from, -1)}T00:00:00.000Z` } }] },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { user: true, date: true, from: true, to: true, plannedHours: true, repeatsWeekly: true, validUntil: true, branch: true },
  })
  const byUser = new Map<number, PlannedDay[]>(userIds.map((id) => [id, []]))
  for (const schedule of docs as WorkingSchedule[]) {
    const days = byUser.get(typeof schedule.user === 'number' ? schedule.user : schedule.user.id)
    for (const day of shiftDays(schedule, from, to)) {
      days?.push({ day, from: schedule.from, to: schedule.to, plannedHours: schedule.plannedHours ?? null, branch: typeof schedule.branch === 'number' ? schedule.branch : (schedule.branch?.id ?? null) })
    }
  }
  for (const days of byUser.values()) days.sort((a, b) => a.day.localeCompare(b.day) || a.from.localeCompare(b.from))
  return byUser
}

/** One person's planned shifts from `from` to `to` (the time clock). */
export async function plannedDays(req: PayloadRequest, userId: number, from: string, to: string): Promise<PlannedDay[]> {
  return (await plannedDaysOf(req, [userId], from, to)).get(userId) ?? []
}

/** The person's activities that began on or after `since`, newest first (at most 200). */
export async function recordedActivities(req: PayloadRequest, userId: number, since: Date): Promise<RecordedActivity[]> {
  const { docs } = await req.payload.find({
    collection: 'working-activities',
    where: { and: [{ user: { equals: userId } }, { startedAt: { greater_than_equal: since.toISOString() } }] },
    sort: '-startedAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    req,
    select: RECORDED_ACTIVITY_SELECT,
  })
  return docs.map(recordedActivityOf)
}

export const shiftOfActivity = (activity: Pick<WorkingActivity, 'startedAt' | 'endedAt' | 'pauses'>): Shift => ({
  start: new Date(activity.startedAt),
  end: activity.endedAt ? new Date(activity.endedAt) : null,
  pauses: (activity.pauses ?? []).map((pause) => ({ start: new Date(pause.startedAt), end: pause.endedAt ? new Date(pause.endedAt) : null })),
})

/**
 * The working-time warnings (Arbeitszeitgesetz, limits from the settings) of the person's day and
 * week as of `now`, as the time clock shows them after ending: the shifts since the week's Monday
 * (or yesterday, for the rest before today's first shift) are read.
 */
export async function currentWarnings(req: PayloadRequest, userId: number, now: Date): Promise<ClockWarning[]> {
  const today = todayIn(now)
  const monday = DateTime.fromISO(today, { zone }).startOf('week').toISODate()!
  const since = DateTime.fromISO(monday < addDays(today, -1) ? monday : addDays(today, -1), { zone }).startOf('day').toJSDate()
  const [activities, settings] = await Promise.all([
    recordedActivities(req, userId, since),
    req.payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, req, select: { workingTimeLimits: true } }),
  ])
  const shifts = activities.filter((activity) => (WORKING_TIME_TYPES as readonly string[]).includes(activity.type)).map(shiftOfActivity)
  return warningsWithin(workingTimeWarnings(shifts, now, workingTimeLimits(settings.workingTimeLimits)), [today], monday).map((warning) => ({
    kind: warning.kind,
    day: warning.day,
    text: warningText(warning),
  }))
}

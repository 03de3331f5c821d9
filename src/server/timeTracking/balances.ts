import { DateTime } from 'luxon'
import type { PayloadRequest } from 'payload'

import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { WORKING_TIME_TYPES } from '@/src/domain/statistics'
import {
  AUSTRIAN_STATES,
  dayBalances,
  minutesByStartDay,
  periodBalances,
  plannedMinutesByDay,
  publicHolidays,
  type AustrianState,
  type DayBalance,
  type PeriodBalance,
  type Shift,
} from '@/src/domain/timeTracking'

/** Absences credited as worked time (up to the day's planned time). */
const ABSENCE_TYPES = ['vacation', 'sickLeave']

export interface PersonBalances {
  today: DayBalance
  week: PeriodBalance
  month: PeriodBalance
  /** The balance of everything recorded up to today, in minutes. */
  balance: number
}

const shiftOf = (activity: { startedAt: string; endedAt?: string | null; pauses?: { startedAt: string; endedAt?: string | null }[] | null }): Shift => ({
  start: new Date(activity.startedAt),
  end: activity.endedAt ? new Date(activity.endedAt) : null,
  pauses: (activity.pauses ?? []).map((pause) => ({ start: new Date(pause.startedAt), end: pause.endedAt ? new Date(pause.endedAt) : null })),
})

const stateOf = (value: unknown): AustrianState => (typeof value === 'string' && value in AUSTRIAN_STATES ? (value as AustrianState) : '9')

/**
 * A person's time balance as of `now`: planned minutes from their schedules, dated or weekly (none on the
 * public holidays of the branch's federal state), worked minutes from working activities (working
 * time, business trips, training; pauses subtracted, running ones until now), vacation and sick
 * leave credited; today, this week, this month (each opening with what came before) and the total
 * since the first record. Two reads, everything else in the domain.
 */
export async function personBalances(req: PayloadRequest, userId: number, branchId: number, now: Date): Promise<PersonBalances> {
  const [schedules, activities, branch] = await Promise.all([
    req.payload.find({ collection: 'working-schedules', where: { user: { equals: userId } }, pagination: false, depth: 0, overrideAccess: true, req, select: { date: true, plannedHours: true, repeatsWeekly: true, validUntil: true } }),
    req.payload.find({
      collection: 'working-activities',
      where: { and: [{ user: { equals: userId } }, { startedAt: { less_than_equal: now.toISOString() } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { type: true, startedAt: true, endedAt: true, pauses: true },
    }),
    req.payload.findByID({ collection: 'branches', id: branchId, depth: 0, overrideAccess: true, req, select: { federalState: true } }),
  ])
  const zone = DEFAULT_TIME_ZONE
  const today = DateTime.fromJSDate(now, { zone }).toISODate()!
  const shiftsOf = (types: readonly string[]) => activities.docs.filter((activity) => types.includes(activity.type)).map(shiftOf)
  const worked = minutesByStartDay(shiftsOf(WORKING_TIME_TYPES), now, zone)
  const absent = minutesByStartDay(shiftsOf(ABSENCE_TYPES), now, zone)
  const firstPlanned = schedules.docs.map((schedule) => DateTime.fromISO(schedule.date, { zone }).toISODate()!)
  const from = [today, ...firstPlanned, ...worked.keys(), ...absent.keys()].sort()[0]
  const planned = plannedMinutesByDay(schedules.docs, from, today, zone)
  const state = stateOf(branch.federalState)
  const holidays = new Map<string, string>()
  for (let year = Number(from.slice(0, 4)); year <= Number(today.slice(0, 4)); year++) for (const [day, name] of publicHolidays(year, state)) holidays.set(day, name)
  const days = dayBalances({ from, to: today, planned, worked, absent, holidays })
  return {
    today: days.at(-1)!,
    week: periodBalances(days, 'week').at(-1)!,
    month: periodBalances(days, 'month').at(-1)!,
    balance: days.reduce((sum, day) => sum + day.balance, 0),
  }
}

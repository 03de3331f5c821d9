import { DateTime } from 'luxon'
import type { PayloadRequest } from 'payload'

import type { PersonBalances } from '@/src/domain/contracts/timeClock'
import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { todayIn } from '@/src/domain/statistics/dashboard/period'
import { WORKING_TIME_TYPES } from '@/src/domain/statistics'
import {
  AUSTRIAN_STATES,
  dayBalances,
  holidayBalance,
  minutesByStartDay,
  periodBalances,
  plannedMinutesByDay,
  publicHolidays,
  vacationDaysByDay,
  type AustrianState,
  type DayBalance,
  type HolidayBalance,
  type PeriodBalance,
  type PlannedShift,
} from '@/src/domain/timeClock'
import type { WorkingActivity } from '@/src/payload-types'

import { shiftOfActivity } from './personDays'

/** Absences credited as worked time (up to the day's planned time). */
const ABSENCE_TYPES = ['vacation', 'sickLeave']
const zone = DEFAULT_TIME_ZONE

/** Whose time sheet: the user and the branch whose federal state's public holidays apply. */
export interface TimeSheetPerson {
  userId: number
  branchId: number | null
}

type Activity = Pick<WorkingActivity, 'type' | 'startedAt' | 'endedAt' | 'pauses' | 'correctionReason'>

/** Everything a person's balances are computed from. */
interface TimeSheetRecords {
  schedules: PlannedShift[]
  activities: Activity[]
  state: AustrianState
}

const stateOf = (value: unknown): AustrianState => (typeof value === 'string' && value in AUSTRIAN_STATES ? (value as AustrianState) : '9')
const idOf = (value: unknown) => Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/**
 * The schedules and activities of several people and their branches' federal states, in three
 * reads whatever their number (the manager's list must not read per person).
 */
async function timeSheetRecords(req: PayloadRequest, people: readonly TimeSheetPerson[]): Promise<Map<number, TimeSheetRecords>> {
  const userIds = people.map((person) => person.userId)
  const branchIds = [...new Set(people.flatMap((person) => (person.branchId === null ? [] : [person.branchId])))]
  const read = { pagination: false, depth: 0, overrideAccess: true, req } as const
  const [schedules, activities, branches] = await Promise.all([
    req.payload.find({ collection: 'working-schedules', where: { user: { in: userIds } }, ...read, select: { user: true, date: true, plannedHours: true, repeatsWeekly: true, validUntil: true } }),
    req.payload.find({ collection: 'working-activities', where: { user: { in: userIds } }, ...read, select: { user: true, type: true, startedAt: true, endedAt: true, pauses: true, correctionReason: true } }),
    branchIds.length
      ? req.payload.find({ collection: 'branches', where: { id: { in: branchIds } }, ...read, select: { federalState: true } })
      : Promise.resolve({ docs: [] as { id: number; federalState?: string | null }[] }),
  ])
  const states = new Map(branches.docs.map((branch) => [branch.id, stateOf(branch.federalState)]))
  const records = new Map<number, TimeSheetRecords>(
    people.map((person) => [person.userId, { schedules: [], activities: [], state: (person.branchId !== null && states.get(person.branchId)) || '9' }]),
  )
  for (const schedule of schedules.docs) records.get(idOf(schedule.user))?.schedules.push(schedule)
  for (const activity of activities.docs) records.get(idOf(activity.user))?.activities.push(activity)
  return records
}

/** The public holidays of the years from `from` to `to` ('YYYY-MM-DD'). */
function holidaysBetween(from: string, to: string, state: AustrianState): Map<string, string> {
  const holidays = new Map<string, string>()
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) for (const [day, name] of publicHolidays(year, state)) holidays.set(day, name)
  return holidays
}

const shiftsOf = (activities: readonly Activity[], types: readonly string[]) => activities.filter((activity) => types.includes(activity.type)).map(shiftOfActivity)

/**
 * The days of a person's time sheet from their first record (or `from`, when earlier) up to `to`
 * (at most today), worked time until `now`.
 */
function sheetDays({ schedules, activities, state }: TimeSheetRecords, to: string, now: Date, from?: string): DayBalance[] {
  const today = todayIn(now)
  const last = to < today ? to : today
  const past = activities.filter((activity) => new Date(activity.startedAt) <= now)
  const worked = minutesByStartDay(shiftsOf(past, WORKING_TIME_TYPES), now, zone)
  const absent = minutesByStartDay(shiftsOf(past, ABSENCE_TYPES), now, zone)
  const firstPlanned = schedules.map((schedule) => DateTime.fromISO(schedule.date, { zone }).toISODate()!)
  const first = [last, ...(from && from < last ? [from] : []), ...firstPlanned, ...worked.keys(), ...absent.keys()].sort()[0]
  const planned = plannedMinutesByDay(schedules, first, last, zone)
  return dayBalances({ from: first, to: last, planned, worked, absent, holidays: holidaysBetween(first, last, state) })
}

/**
 * A person's time balance as of `now`: planned minutes from their schedules, dated or weekly (none
 * on the public holidays of the branch's federal state), worked minutes from working activities
 * (working time, business trips, training; pauses subtracted, running ones until now), vacation
 * and sick leave credited; today, this week, this month (each opening with what came before) and
 * the total since the first record.
 */
function balancesOf(record: TimeSheetRecords, now: Date): PersonBalances {
  const days = sheetDays(record, todayIn(now), now)
  return {
    today: days.at(-1)!,
    week: periodBalances(days, 'week').at(-1)!,
    month: periodBalances(days, 'month').at(-1)!,
    balance: days.reduce((sum, day) => sum + day.balance, 0),
  }
}

/** One month of a person's time sheet: its days (up to today), the month's sums with the balance carried in and out, and its activities. */
export interface MonthSheet {
  days: DayBalance[]
  totals: PeriodBalance
  activities: Activity[]
}

/** The time sheet of `month` ('YYYY-MM') for one person as of `now` (the monthly PDF). */
export async function monthSheet(req: PayloadRequest, person: TimeSheetPerson, month: string, now: Date): Promise<MonthSheet> {
  const record = (await timeSheetRecords(req, [person])).get(person.userId)!
  const end = DateTime.fromISO(`${month}-01`, { zone }).endOf('month').toISODate()!
  const all = sheetDays(record, end, now, `${month}-01`)
  const days = all.filter((day) => day.day.startsWith(month))
  const opening = all.filter((day) => day.day < `${month}-01`).reduce((sum, day) => sum + day.balance, 0)
  const totals = periodBalances(days, 'month', opening)[0] ?? { period: month, planned: 0, worked: 0, credited: 0, balance: 0, opening, closing: opening }
  const activities = record.activities
    .filter((activity) => DateTime.fromISO(activity.startedAt, { zone }).toFormat('yyyy-MM') === month)
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
  return { days, totals, activities }
}

/** A person's vacation account of the year of `now`: vacation activities against their entitlement. */
function holidayBalanceOf({ schedules, activities, state }: TimeSheetRecords, entitlement: number, now: Date): HolidayBalance {
  const today = DateTime.fromJSDate(now, { zone })
  const [from, to] = [`${today.year}-01-01`, `${today.year}-12-31`]
  const holidays = holidaysBetween(from, to, state)
  const days = vacationDaysByDay(shiftsOf(activities, ['vacation']), plannedMinutesByDay(schedules, from, to, zone), holidays, zone)
  return holidayBalance(today.year, entitlement, days, today.toISODate()!)
}

/** The balances of several people as of `now`, by user id. */
export async function timeBalances(req: PayloadRequest, people: readonly TimeSheetPerson[], now: Date): Promise<Map<number, PersonBalances>> {
  const records = await timeSheetRecords(req, people)
  return new Map([...records].map(([userId, record]) => [userId, balancesOf(record, now)]))
}

/** The vacation accounts of several people (with their yearly entitlement) as of `now`, by user id. */
export async function holidayBalances(
  req: PayloadRequest,
  people: readonly (TimeSheetPerson & { entitlement: number })[],
  now: Date,
): Promise<Map<number, HolidayBalance>> {
  const records = await timeSheetRecords(req, people)
  return new Map(people.map((person) => [person.userId, holidayBalanceOf(records.get(person.userId)!, person.entitlement, now)]))
}

/** One person's balance as of `now` (the time clock). */
export async function personBalances(req: PayloadRequest, userId: number, branchId: number, now: Date): Promise<PersonBalances> {
  return (await timeBalances(req, [{ userId, branchId }], now)).get(userId)!
}

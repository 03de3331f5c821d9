import { z } from 'zod'

import type { DayBalance, PeriodBalance } from '../timeClock/balances'
import type { ClockActivity } from '../timeClock/timeClock'
import type { HolidayBalance } from '../timeClock/vacation'
import type { WorkingTimeWarningKind } from '../timeClock/workingTimeRules'

/*
 * The time clock's calls (back-office.md §7 'Time tracking and time sheets', docs/api.md
 * 'Zeiterfassung'): the shared tablet's `/api/time-tracking/{token}/{username}/…`, each answering
 * `{ data: { user, … } }`, and the staff's `/api/time-sheets/…`.
 */

/** Kinds of tracked time (Austrian terms). */
export const WORKING_ACTIVITY_TYPE_OPTIONS = [
  { label: 'Arbeitszeit', value: 'work' },
  { label: 'Pause', value: 'break' },
  { label: 'Dienstreise', value: 'travel' },
  { label: 'Weiterbildung', value: 'training' },
  { label: 'Urlaub', value: 'vacation' },
  { label: 'Krankenstand', value: 'sickLeave' },
  { label: 'Zeitausgleich', value: 'timeOff' },
] as const

type WorkingActivityType = (typeof WORKING_ACTIVITY_TYPE_OPTIONS)[number]['value']

/** Life cycle of a tracked period: start → (pause ⇄ resume) → end. */
export const WORKING_ACTIVITY_STATUS_OPTIONS = [
  { label: 'Läuft', value: 'running' },
  { label: 'Pausiert', value: 'paused' },
  { label: 'Beendet', value: 'ended' },
] as const

/** The header a reading call of the time clock sends the PIN in (reads have no body). */
export const TIME_CLOCK_PIN_HEADER = 'X-Time-Clock-PIN'

/** The body of a step `POST …/working-activities/{start|pause|resume|end}`: the PIN, for a person who has one. */
export const clockStepInput = z.object({ pin: z.string() }).partial()
export type ClockStepInput = z.input<typeof clockStepInput>

/** Who taps the time clock, as every answer of its calls names them. */
interface ClockUser {
  id: number
  username: string
  firstName: string | null
  lastName: string | null
}

/** One pause of an activity; `endedAt` is null while it lasts. */
export interface ClockPause {
  id: string | null
  startedAt: string
  endedAt: string | null
}

/** An activity as the time clock answers it (the working-activities document's fields it shows and writes). */
export interface ClockActivityAnswer extends ClockActivity {
  id: number
  user: number
  branch: number | null
  type: WorkingActivityType
  pauses: ClockPause[]
}

/** An activity of the last seven days (`GET …/working-activities`), newest first. */
export interface RecordedActivity extends Omit<ClockActivityAnswer, 'user'> {
  comment: string | null
}

/** A planned shift on one day (`GET …/working-schedules`), a weekly one on each day it falls on. */
export interface PlannedDay {
  day: string
  from: string
  to: string
  plannedHours: number | null
  branch: number | null
}

/** A working-time warning (Arbeitszeitgesetz) as the time clock shows it after ending. */
export interface ClockWarning {
  kind: WorkingTimeWarningKind
  day: string
  text: string
}

/** A person's time balance in minutes: today, this week, this month (each opening with what came before) and in total. */
export interface PersonBalances {
  today: DayBalance
  week: PeriodBalance
  month: PeriodBalance
  /** The balance of everything recorded up to today, in minutes. */
  balance: number
}

/** Every answer of the time clock: `{ data }`, the person and what the call asked for. */
export type ClockAnswer<Data> = { data: { user: ClockUser } & Data }

/** `GET …/me`: the open activity (running or paused), or null. */
export type ClockMeData = { activity: ClockActivityAnswer | null }
/** `GET …/working-schedules`: the plan of today and the next 13 days. */
export type ClockPlanData = { workingSchedules: PlannedDay[] }
/** `GET …/working-activities`: the activities of the last seven days. */
export type ClockActivitiesData = { workingActivities: RecordedActivity[] }
/** `GET …/balances`: the person's time balance. */
export type ClockBalancesData = PersonBalances
/** `POST …/working-activities/{action}`: the activity after the step; `end` adds the day's and week's warnings. */
export type ClockStepData = { activity: ClockActivityAnswer; warnings?: ClockWarning[] }

/** A person as the time sheets name them. */
export interface TimeSheetUser {
  id: number
  username: string | null
  firstName: string | null
  lastName: string | null
}

/** `GET /api/time-sheets/balances`: the time balance of each person the caller may see. */
export type TimeSheetBalancesAnswer = { data: ({ user: TimeSheetUser } & PersonBalances)[] }
/** `GET /api/time-sheets/holiday-balances`: the vacation account of this year of each person the caller may see. */
export type HolidayBalancesAnswer = { data: ({ user: TimeSheetUser } & HolidayBalance)[] }

/** One recorded time in the manager's week ('Arbeitszeiten'): kind, times, worked minutes, whether corrected. */
export interface WeekActivity {
  id: number
  type: string
  startedAt: string
  endedAt: string | null
  worked: number
  corrected: boolean
}

/** One day of a person's week: planned and worked minutes and the recorded times. */
export interface WeekDay {
  day: string
  planned: number
  worked: number
  activities: WeekActivity[]
}

/** One person's row of the manager's week: the seven days, the week's sums and its working-time warnings. */
export interface WeekRow {
  user: { id: number; name: string }
  days: WeekDay[]
  planned: number
  worked: number
  warnings: string[]
}

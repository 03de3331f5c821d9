import type { Endpoint, PayloadRequest } from 'payload'

import { DateTime } from 'luxon'

import {
  clockStepInput,
  TIME_CLOCK_PIN_HEADER,
  type ClockActivitiesData,
  type ClockAnswer,
  type ClockBalancesData,
  type ClockMeData,
  type ClockPlanData,
  type ClockStepData,
} from '@/src/domain/contracts/timeClock'
import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import type { ClockAction } from '@/src/domain/timeClock'
import { jsonBody } from '@/src/server/http/requestBody'

import { personBalances } from '@/src/server/timeClock/balances'
import { currentWarnings, plannedDays, recordedActivities } from '@/src/server/timeClock/personDays'
import { clockIn, openActivity } from '@/src/server/timeClock/activity'
import { clockPerson, type ClockPerson } from '@/src/server/timeClock/person'

const BASE = '/time-tracking/:token/:username'
const ACTIONS: ClockAction[] = ['start', 'pause', 'resume', 'end']

/** What the tablet lists: the plan of the next two weeks, the activities of the last seven days. */
const PLAN_DAYS = 14
const ACTIVITY_DAYS = 7

/** `{ data: { user, … } }`, never cached (the tablet must always show the present). */
function answer<Data extends object>({ user }: ClockPerson, data: Data): Response {
  const body: ClockAnswer<Data> = { data: { user, ...data } }
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
}

/** The person of a reading call, with the PIN from its header. */
const readingPerson = (req: PayloadRequest) => clockPerson(req, req.headers.get(TIME_CLOCK_PIN_HEADER) ?? undefined)

const viennaToday = () => DateTime.now().setZone(DEFAULT_TIME_ZONE).startOf('day')

/** The PIN of a step's body; anything but a text counts as none. */
const pinOf = (body: unknown) => clockStepInput.safeParse(body).data?.pin

/**
 * The shared time clock's calls (back-office.md §7, issue 24): no session; the path names the
 * clock's access key and the user. `GET …/me` answers the open activity, `…/working-schedules`
 * the plan of today and the next 13 days, `…/working-activities` the activities of the last seven
 * days, `…/balances` the time balance; `POST …/working-activities/{start|pause|resume|end}` makes
 * one step of the state machine, and `end` adds the day's and week's working-time warnings.
 */
export const timeClockEndpoints: Endpoint[] = [
  {
    path: `${BASE}/me`,
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const person = await readingPerson(req)
      return answer<ClockMeData>(person, { activity: await openActivity(req, person.user.id) })
    },
  },
  {
    path: `${BASE}/working-schedules`,
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const person = await readingPerson(req)
      const today = viennaToday()
      const workingSchedules = await plannedDays(req, person.user.id, today.toISODate()!, today.plus({ days: PLAN_DAYS - 1 }).toISODate()!)
      return answer<ClockPlanData>(person, { workingSchedules })
    },
  },
  {
    path: `${BASE}/working-activities`,
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const person = await readingPerson(req)
      const since = viennaToday().minus({ days: ACTIVITY_DAYS - 1 }).toJSDate()
      return answer<ClockActivitiesData>(person, { workingActivities: await recordedActivities(req, person.user.id, since) })
    },
  },
  {
    path: `${BASE}/balances`,
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const person = await readingPerson(req)
      return answer<ClockBalancesData>(person, { ...(await personBalances(req, person.user.id, person.branchId, new Date())) })
    },
  },
  ...ACTIONS.map(
    (action): Endpoint => ({
      path: `${BASE}/working-activities/${action}`,
      method: 'post',
      handler: async (req: PayloadRequest) => {
        const person = await clockPerson(req, pinOf(await jsonBody(req)))
        const activity = await clockIn(req, person, action)
        if (action !== 'end') return answer<ClockStepData>(person, { activity })
        return answer<ClockStepData>(person, { activity, warnings: await currentWarnings(req, person.user.id, new Date()) })
      },
    }),
  ),
]

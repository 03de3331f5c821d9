import type { Endpoint, PayloadRequest } from 'payload'

import type { ClockAction } from '@/src/domain/timeTracking'
import { jsonBody } from '@/src/server/api/responses'

import { personBalances } from '../balances'
import { clockIn, openActivity, type ClockedActivity } from './activity'
import { clockPerson, type ClockPerson } from './person'

/** The header a reading call of the time clock sends the PIN in (reads have no body). */
const PIN_HEADER = 'x-time-clock-pin'

const BASE = '/time-tracking/:token/:username'
const ACTIONS: ClockAction[] = ['start', 'pause', 'resume', 'end']

/** `{ data: { user, activity } }`, never cached (the tablet must always show the present). */
const answer = ({ user }: ClockPerson, activity: ClockedActivity | null) =>
  Response.json({ data: { user, activity } }, { headers: { 'Cache-Control': 'no-store' } })

const pinOf = (body: unknown) => (body && typeof body === 'object' ? (body as { pin?: unknown }).pin : undefined)

/**
 * The shared time clock's calls (back-office.md §7, issue 24): no session; the path names the
 * clock's access key and the user. `GET …/me` answers the open activity, `GET …/balances` the
 * person's time balance; `POST …/working-activities/{start|pause|resume|end}` makes one step of
 * the state machine.
 */
export const timeClockEndpoints: Endpoint[] = [
  {
    path: `${BASE}/me`,
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const person = await clockPerson(req, req.headers.get(PIN_HEADER) ?? undefined)
      return answer(person, await openActivity(req, person.user.id))
    },
  },
  {
    path: `${BASE}/balances`,
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const person = await clockPerson(req, req.headers.get(PIN_HEADER) ?? undefined)
      const balances = await personBalances(req, person.user.id, person.branchId, new Date())
      return Response.json({ data: { user: person.user, ...balances } }, { headers: { 'Cache-Control': 'no-store' } })
    },
  },
  ...ACTIONS.map(
    (action): Endpoint => ({
      path: `${BASE}/working-activities/${action}`,
      method: 'post',
      handler: async (req: PayloadRequest) => {
        const person = await clockPerson(req, pinOf(await jsonBody(req)))
        return answer(person, await clockIn(req, person, action))
      },
    }),
  ),
]

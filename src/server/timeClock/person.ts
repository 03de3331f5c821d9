import type { PayloadRequest } from 'payload'

import { TIME_CLOCK_USERNAME } from '@/src/domain/timeClock'
import { ApiError } from '@/src/server/http/apiError'
import { countAgainstLimit } from '@/src/server/rateLimit'
import { poolOf } from '@/src/server/db/pool'

import { verifyPin } from './pin'

const NOT_FOUND = 'Nicht gefunden.'
const WRONG_PIN = 'Die PIN ist falsch.'
const TOO_MANY_PINS = 'Zu viele falsche PINs. Bitte versuchen Sie es später erneut.'

/** Who taps the time clock: the user named in its address, at the clock's branch. */
export interface ClockPerson {
  user: { id: number; username: string; firstName: string | null; lastName: string | null }
  branchId: number
  deviceId: number
}

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/

type Row = { device_id: number; branch_id: number; user_id: number | null; username: string | null; first_name: string | null; last_name: string | null; pin_hash: string | null; works_here: boolean }

/**
 * The person of a time-clock call `/api/time-tracking/{token}/{username}/…`: the token must be an
 * enabled time clock's access key and the user must work at its branch, else 404 'Nicht gefunden.'
 * (no hint which part was wrong). A user with a PIN must send it (`pin` in the body, or the header
 * `X-Time-Clock-PIN` on reads): 403 when wrong, and after five wrong PINs in 15 minutes per clock
 * and user 429 until the window has passed.
 */
export async function clockPerson(req: PayloadRequest, pin: unknown): Promise<ClockPerson> {
  const token = String(req.routeParams?.token ?? '')
  const username = String(req.routeParams?.username ?? '').toLowerCase()
  if (!TOKEN.test(token) || !TIME_CLOCK_USERNAME.test(username)) throw new ApiError(NOT_FOUND, 404)
  const { rows } = await poolOf(req.payload).query<Row>(
    `SELECT d.id AS device_id, d.branch_id, u.id AS user_id, u.username, u.first_name, u.last_name, u.time_clock_pin_hash AS pin_hash,
        EXISTS (SELECT 1 FROM users_rels r WHERE r.parent_id = u.id AND r.path = 'branches' AND r.branches_id = d.branch_id) AS works_here
     FROM devices d LEFT JOIN users u ON u.username = $2
     WHERE d.access_token = $1 AND d.type = 'timeClock' AND d.is_enabled`,
    [token, username],
  )
  const row = rows[0]
  if (!row || row.user_id === null || !row.works_here) throw new ApiError(NOT_FOUND, 404)
  if (row.pin_hash) {
    const given = typeof pin === 'string' ? pin : ''
    if (!(await verifyPin(given, row.pin_hash))) {
      const refused = await countAgainstLimit(req.payload, 'timeClockPin', `${row.device_id}:${row.user_id}`)
      throw refused ? new ApiError(TOO_MANY_PINS, 429) : new ApiError(WRONG_PIN, 403, 'pin')
    }
  }
  return {
    user: { id: Number(row.user_id), username: row.username ?? username, firstName: row.first_name, lastName: row.last_name },
    branchId: Number(row.branch_id),
    deviceId: Number(row.device_id),
  }
}

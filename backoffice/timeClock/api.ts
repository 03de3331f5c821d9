import type { ClockAction } from '@/src/domain/timeClock/timeClock'

import { TIME_CLOCK_SCREEN_TEXTS as T } from './texts'

/** The open activity the time clock answers (working-activities document, the fields it shows). */
export interface ClockActivityView {
  id: number
  status: 'running' | 'paused' | 'ended'
  startedAt: string
  endedAt: string | null
  pauses: { startedAt: string; endedAt: string | null }[]
}

export interface ClockBalances {
  today: { planned: number; worked: number; credited: number; balance: number }
  week: { closing: number }
  balance: number
}

export interface ClockWarning {
  kind: string
  text: string
}

export interface PlannedShiftView {
  day: string
  from: string
  to: string
}

/** A refused or failed call, with the German message to show. */
export class ClockCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

type Answer<T> = { data?: T; errors?: { message: string }[] }

/**
 * One call of the time clock (docs/api.md, 'Zeiterfassung'): the person's address under the
 * clock's key, the PIN in the body (steps) or its header (reads). Throws ClockCallError with the
 * server's German message, or a general one when the server cannot be reached.
 */
async function clockCall<T>(token: string, username: string, path: string, pin: string, action?: ClockAction): Promise<T> {
  const url = `/api/time-tracking/${encodeURIComponent(token)}/${encodeURIComponent(username)}/${path}`
  let response: Response
  try {
    response = action
      ? await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(pin ? { pin } : {}) })
      : await fetch(url, { headers: pin ? { 'X-Time-Clock-PIN': pin } : {}, cache: 'no-store' })
  } catch {
    throw new ClockCallError(T.unknownError, 0)
  }
  const body = (await response.json().catch(() => ({}))) as Answer<T>
  if (!response.ok || !body.data) throw new ClockCallError(body.errors?.[0]?.message ?? T.unknownError, response.status)
  return body.data
}

export const loadPerson = (token: string, username: string, pin: string) =>
  clockCall<{ activity: ClockActivityView | null }>(token, username, 'me', pin)

export const loadBalances = (token: string, username: string, pin: string) => clockCall<ClockBalances>(token, username, 'balances', pin)

export const loadPlan = (token: string, username: string, pin: string) =>
  clockCall<{ workingSchedules: PlannedShiftView[] }>(token, username, 'working-schedules', pin)

export const clockAction = (token: string, username: string, pin: string, action: ClockAction) =>
  clockCall<{ activity: ClockActivityView; warnings?: ClockWarning[] }>(token, username, `working-activities/${action}`, pin, action)

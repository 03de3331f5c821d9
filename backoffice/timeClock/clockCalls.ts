import {
  TIME_CLOCK_PIN_HEADER,
  type ClockAnswer,
  type ClockBalancesData,
  type ClockMeData,
  type ClockPlanData,
  type ClockStepData,
  type ClockStepInput,
} from '@/src/domain/contracts/timeClock'
import type { ClockAction } from '@/src/domain/timeClock/timeClock'
import { call, CallError } from '@/storefront/ui/api'

import { TIME_CLOCK_SCREEN_TEXTS as T } from './texts'

/**
 * One call of the time clock (docs/api.md, 'Zeiterfassung'): the person's address under the
 * clock's key, the PIN in the body (steps) or its header (reads). Answers the answer's `data`;
 * throws a CallError with the server's German message, or the general one when the server cannot
 * be reached or answers without data.
 */
async function clockCall<Data>(token: string, username: string, path: string, pin: string, action?: ClockAction): Promise<ClockAnswer<Data>['data']> {
  const url = `/api/time-tracking/${encodeURIComponent(token)}/${encodeURIComponent(username)}/${path}`
  const body: ClockStepInput = pin ? { pin } : {}
  const result = action
    ? await call<ClockAnswer<Data>>(url, { method: 'POST', body, fallback: T.unknownError })
    : await call<ClockAnswer<Data>>(url, { headers: pin ? { [TIME_CLOCK_PIN_HEADER]: pin } : {}, fallback: T.unknownError })
  if (!result.ok) throw result.error
  if (!result.data?.data) throw new CallError(result.status, [], T.unknownError)
  return result.data.data
}

export const loadPerson = (token: string, username: string, pin: string) => clockCall<ClockMeData>(token, username, 'me', pin)

export const loadBalances = (token: string, username: string, pin: string) => clockCall<ClockBalancesData>(token, username, 'balances', pin)

export const loadPlan = (token: string, username: string, pin: string) => clockCall<ClockPlanData>(token, username, 'working-schedules', pin)

export const clockAction = (token: string, username: string, pin: string, action: ClockAction) =>
  clockCall<ClockStepData>(token, username, `working-activities/${action}`, pin, action)

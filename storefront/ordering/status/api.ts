import type { CounterAppointmentAnswer, PublicOrder } from '@/src/domain/contracts/ordering'
import type { QuestionnairePayload } from '@/src/domain/orders'
import { call, CallError, type CallOptions, type CallResult } from '@/storefront/ui/api'

import { STATUS_TEXTS } from './texts'

const publicOrderPath = (uid: string, hash: string): string =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`

/** A call answered with the order as it is now; an answer without the order counts as failed. */
async function orderCall(path: string, options: CallOptions): Promise<CallResult<PublicOrder>> {
  const result = await call<PublicOrder | null>(path, options)
  if (!result.ok) return result
  return result.data && typeof result.data === 'object'
    ? { ok: true, status: result.status, data: result.data }
    : { ok: false, error: new CallError(result.status, [], options.fallback) }
}

/** GET /api/orders/public/{uid}/{hash} (the poll: a failure is not shown, the next poll tries again). */
export const fetchPublicOrder = (uid: string, hash: string, signal?: AbortSignal): Promise<CallResult<PublicOrder>> =>
  orderCall(publicOrderPath(uid, hash), { signal, fallback: STATUS_TEXTS.unknownError })

/** POST …/confirm-counter-appointment ('Ja') or …/reject-counter-appointment ('Nein, Bestellung stornieren'), with an empty body. */
export const answerCounterAppointment = (uid: string, hash: string, answer: CounterAppointmentAnswer): Promise<CallResult<PublicOrder>> =>
  orderCall(`${publicOrderPath(uid, hash)}/${answer}-counter-appointment`, { body: {}, fallback: STATUS_TEXTS.actionFailed })

/** POST …/questionnaire */
export const sendQuestionnaire = (uid: string, hash: string, answers: QuestionnairePayload): Promise<CallResult<PublicOrder>> =>
  orderCall(`${publicOrderPath(uid, hash)}/questionnaire`, { body: answers, fallback: STATUS_TEXTS.reviewFailed })

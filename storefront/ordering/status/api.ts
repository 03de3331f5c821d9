import type { QuestionnairePayload } from '@/src/domain/orders'

import type { PublicOrder } from './types'

export type ApiError = { field?: string; message: string }
export type ApiResult = { ok: true; order: PublicOrder } | { ok: false; errors: ApiError[] }

const publicOrderPath = (uid: string, hash: string): string =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`

async function call(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<ApiResult> {
  const response = await fetch(path, {
    method,
    cache: 'no-store',
    signal,
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json().catch(() => null)) as unknown
  if (response.ok && json && typeof json === 'object') return { ok: true, order: json as PublicOrder }
  const errors = (json as { errors?: ApiError[] } | null)?.errors
  return { ok: false, errors: Array.isArray(errors) ? errors : [] }
}

/** GET /api/orders/public/{uid}/{hash} */
export const fetchPublicOrder = (uid: string, hash: string, signal?: AbortSignal): Promise<ApiResult> =>
  call('GET', publicOrderPath(uid, hash), undefined, signal)

/** POST …/confirm-counter-appointment ('Ja') or …/reject-counter-appointment ('Nein, Bestellung stornieren'). */
export const answerCounterAppointment = (uid: string, hash: string, accept: boolean): Promise<ApiResult> =>
  call('POST', `${publicOrderPath(uid, hash)}/${accept ? 'confirm' : 'reject'}-counter-appointment`, {})

/** POST …/questionnaire */
export const sendQuestionnaire = (uid: string, hash: string, answers: QuestionnairePayload): Promise<ApiResult> =>
  call('POST', `${publicOrderPath(uid, hash)}/questionnaire`, answers)

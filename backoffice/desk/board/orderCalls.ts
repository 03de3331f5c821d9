import type { OrderAction } from '@/src/domain/orders'

import { callJson, postJson, type CallAnswer } from '../feed/http'
import { actionFailedText, DESK_TEXTS as T } from '../texts'

/** What the status calls take besides the action (back-office.md section 7; issue 26, 1.6). */
export type StatusBody = { preparationMinutes?: number; counterAppointment?: string; rejectionMessage?: string }

/** The preparation times offered when accepting an order, in minutes. */
export const PREPARATION_PRESETS = [10, 20, 30, 45] as const

type OrderAnswer = { order?: { status?: string } }

/** POST /api/orders/{id}/status/{action} with the staff session; the server checks role, branch and transition. */
export const changeOrderStatus = (id: number, action: OrderAction, body: StatusBody = {}): Promise<CallAnswer<OrderAnswer>> =>
  postJson<OrderAnswer>(`/api/orders/${id}/status/${action}`, body, actionFailedText(action))

/** POST /api/orders/{id}/print: sends the receipt to the branch's printer. */
export const printReceipt = (id: number): Promise<CallAnswer> => postJson(`/api/orders/${id}/print`, {}, T.printFailed)

/**
 * The address of the order's public status page /status/{uid}/{hash}: the displays do not carry
 * the link secret, staff read it with their session.
 */
export async function statusPagePath(id: number): Promise<CallAnswer<string>> {
  const answer = await callJson<{ uid?: string; hash?: string }>(`/api/orders/${id}?depth=0&select[uid]=true&select[hash]=true`, T.orderLoadFailed)
  if (!answer.ok) return answer
  const { uid, hash } = answer.data
  return uid && hash
    ? { ok: true, data: `/status/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}` }
    : { ok: false, offline: false, status: 404, message: T.orderLoadFailed }
}

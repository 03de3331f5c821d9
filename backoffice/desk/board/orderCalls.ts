import type { OrderLinkAnswer, OrderStatusAnswer, PrintAnswer, StatusChangeRequest } from '@/src/domain/contracts/desk'
import type { OrderAction } from '@/src/domain/orders'
import { call, CallError, type CallResult } from '@/storefront/ui/api'

import { actionFailedText, DESK_TEXTS as T } from '../texts'

/** The preparation times offered when accepting an order, in minutes. */
export const PREPARATION_PRESETS = [10, 20, 30, 45] as const

/** POST /api/orders/{id}/status/{action} with the staff session; the server checks role, branch and transition. */
export const changeOrderStatus = (id: number, action: OrderAction, body: StatusChangeRequest = {}): Promise<CallResult<OrderStatusAnswer>> =>
  call<OrderStatusAnswer>(`/api/orders/${id}/status/${action}`, { body, fallback: actionFailedText(action) })

/** POST /api/orders/{id}/print: sends the receipt to the branch's printer. */
export const printReceipt = (id: number): Promise<CallResult<PrintAnswer>> =>
  call<PrintAnswer>(`/api/orders/${id}/print`, { body: {}, fallback: T.printFailed })

/**
 * The address of the order's public status page /status/{uid}/{hash}: the displays do not carry
 * the link secret, staff read it with their session.
 */
export async function statusPagePath(id: number): Promise<CallResult<string>> {
  const answer = await call<OrderLinkAnswer>(`/api/orders/${id}?depth=0&select[uid]=true&select[hash]=true`, { fallback: T.orderLoadFailed })
  if (!answer.ok) return answer
  const { uid, hash } = answer.data
  return uid && hash
    ? { ok: true, status: answer.status, data: `/status/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}` }
    : { ok: false, error: new CallError(404, [], T.orderLoadFailed) }
}

import type { CurrentOrdersAnswer, KitchenBoardAnswer, OrderHistoryAnswer, PickupScreenAnswer } from '@/src/domain/contracts/desk'
import { FINAL_STATUSES } from '@/src/domain/orders'
import { ISO_DAY_FORMAT, zoned } from '@/src/domain/text'
import { call, type CallResult } from '@/storefront/ui/api'

import { cardOf, pickupTicketsOf } from '../cards'
import { DESK_TEXTS as T } from '../texts'
import type { BoardFeed, BoardOrder, FrontdeskTicket } from '../types'

const keyedPath = (display: 'backoffice' | 'frontdesk', branchId: number, apiKey: string) =>
  `/api/orders/${display}/${branchId}/${encodeURIComponent(apiKey)}`

const mapResult = <A, B>(result: CallResult<A>, map: (data: A) => B): CallResult<B> =>
  result.ok ? { ok: true, status: result.status, data: map(result.data) } : result

/** Finished today (shown under 'Erledigt'), asked from the history besides the current list. */
const FINISHED = FINAL_STATUSES.filter((status) => status !== 'failed').join(',')

/** GET /api/orders/current plus today's finished orders of the history call, for the admin's 'Heute'. */
async function staffOrders(branchId: number, signal: AbortSignal): Promise<CallResult<BoardOrder[]>> {
  const today = zoned(new Date()).toFormat(ISO_DAY_FORMAT)
  const finished = new URLSearchParams({ branch: String(branchId), from: today, to: today, status: FINISHED, limit: '100' })
  const [open, done] = await Promise.all([
    call<CurrentOrdersAnswer>(`/api/orders/current?branch=${branchId}`, { signal, fallback: T.loadFailed }),
    call<OrderHistoryAnswer>(`/api/orders/history?${finished}`, { signal, fallback: T.loadFailed }),
  ])
  if (!open.ok) return open
  if (!done.ok) return done
  const openOrders = open.data.docs.map(cardOf)
  const openIds = new Set(openOrders.map((order) => order.id))
  const finishedOrders = done.data.docs.map(cardOf).filter((order) => !openIds.has(order.id))
  return { ok: true, status: open.status, data: [...openOrders, ...finishedOrders] }
}

/** Today's orders of a board: the keyed kitchen call (no session) or the staff lists (session). */
export async function loadBoardOrders(feed: BoardFeed, signal: AbortSignal): Promise<CallResult<BoardOrder[]>> {
  if (feed.kind === 'staff') return staffOrders(feed.branchId, signal)
  const answer = await call<KitchenBoardAnswer>(keyedPath('backoffice', feed.branchId, feed.apiKey), { signal, fallback: T.loadFailed })
  return mapResult(answer, (data) => data.docs.map(cardOf))
}

/** Today's open tickets of the pickup screen (the keyed front-desk call). */
export async function loadFrontdeskTickets(branchId: number, apiKey: string, signal: AbortSignal): Promise<CallResult<FrontdeskTicket[]>> {
  const answer = await call<PickupScreenAnswer>(keyedPath('frontdesk', branchId, apiKey), { signal, fallback: T.loadFailed })
  return mapResult(answer, (data) => pickupTicketsOf(data.docs))
}

/** A stable identity of a feed (polling restarts when it changes). */
export const feedKey = (feed: BoardFeed): string => (feed.kind === 'staff' ? `staff:${feed.branchId}` : `keyed:${feed.branchId}:${feed.apiKey}`)

import { FINAL_STATUSES } from '@/src/domain/orders'
import { ISO_DAY_FORMAT, zoned } from '@/src/domain/text'

import { boardOrdersOf, frontdeskTicketsOf } from '../normalize'
import { DESK_TEXTS as T } from '../texts'
import type { BoardFeed, BoardOrder, FrontdeskTicket } from '../types'
import { callJson, type CallAnswer } from './http'

const keyedPath = (display: 'backoffice' | 'frontdesk', branchId: number, apiKey: string) =>
  `/api/orders/${display}/${branchId}/${encodeURIComponent(apiKey)}`

const mapAnswer = <A, B>(answer: CallAnswer<A>, map: (data: A) => B): CallAnswer<B> =>
  answer.ok ? { ok: true, data: map(answer.data) } : answer

/** Finished today (shown under 'Erledigt'); the staff list of open orders does not carry them. */
const FINISHED = FINAL_STATUSES.filter((status) => status !== 'failed').join(',')

/** GET /api/orders/current plus today's finished orders of the history call, for the admin's 'Heute'. */
async function staffOrders(branchId: number, signal: AbortSignal): Promise<CallAnswer<BoardOrder[]>> {
  const today = zoned(new Date()).toFormat(ISO_DAY_FORMAT)
  const finished = new URLSearchParams({ branch: String(branchId), from: today, to: today, status: FINISHED, limit: '100' })
  const [open, done] = await Promise.all([
    callJson(`/api/orders/current?branch=${branchId}`, T.loadFailed, { signal }),
    callJson(`/api/orders/history?${finished}`, T.loadFailed, { signal }),
  ])
  if (!open.ok) return open
  if (!done.ok) return done
  const openOrders = boardOrdersOf(open.data)
  const openIds = new Set(openOrders.map((order) => order.id))
  return { ok: true, data: [...openOrders, ...boardOrdersOf(done.data).filter((order) => !openIds.has(order.id))] }
}

/** Today's orders of a board: the keyed kitchen call (no session) or the staff lists (session). */
export async function loadBoardOrders(feed: BoardFeed, signal: AbortSignal): Promise<CallAnswer<BoardOrder[]>> {
  if (feed.kind === 'staff') return staffOrders(feed.branchId, signal)
  return mapAnswer(await callJson(keyedPath('backoffice', feed.branchId, feed.apiKey), T.loadFailed, { signal }), boardOrdersOf)
}

/** Today's open tickets of the pickup screen (the keyed front-desk call). */
export async function loadFrontdeskTickets(branchId: number, apiKey: string, signal: AbortSignal): Promise<CallAnswer<FrontdeskTicket[]>> {
  return mapAnswer(await callJson(keyedPath('frontdesk', branchId, apiKey), T.loadFailed, { signal }), frontdeskTicketsOf)
}

/** A stable identity of a feed (polling restarts when it changes). */
export const feedKey = (feed: BoardFeed): string => (feed.kind === 'staff' ? `staff:${feed.branchId}` : `keyed:${feed.branchId}:${feed.apiKey}`)

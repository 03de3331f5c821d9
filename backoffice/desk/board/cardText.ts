import { formatMoney } from '@/src/domain/money'
import { fillPlaceholders, formatDate, formatDateTime, formatTime } from '@/src/domain/text'
import { PAYMENT_METHOD_LABELS } from '@/src/domain/cart/texts'

import { DESK_TEXTS as T } from '../texts'
import type { BoardOrder } from '../types'

/** 'HH:mm' for today (Europe/Vienna), else 'DD.MM.YYYY HH:mm'. */
export function clockText(moment: string | null, now = new Date()): string {
  if (!moment) return ''
  return formatDate(moment) === formatDate(now) ? formatTime(moment) : formatDateTime(moment)
}

/** The time lines of a card: wanted time (or arrival), expected ready time. */
export function timeLines(order: BoardOrder, now = new Date()): string[] {
  const lines = [
    order.appointment
      ? fillPlaceholders(T.wanted, { time: clockText(order.appointment, now) })
      : fillPlaceholders(T.received, { time: clockText(order.createdAt, now) }),
  ]
  if (order.readyAt && order.status !== 'completed') lines.push(fillPlaceholders(T.readyAt, { time: clockText(order.readyAt, now) }))
  return lines
}

/** The status word a card shows beside its column: 'Abholbereit'/'Unterwegs' when ready, the final status when finished. */
export function statusWord(order: BoardOrder): string | null {
  if (order.status === 'inDelivery') return T.readyStatus[order.mode ?? 'takeaway']
  if (order.status === 'completed' || order.status === 'rejected' || order.status === 'canceled' || order.status === 'failed') {
    return T.finalStatus[order.status]
  }
  return null
}

/** 'Summe 19,91 €' (de-AT, as the storefront writes amounts); '' without a total. */
export const totalText = (order: BoardOrder): string => (order.total === null ? '' : fillPlaceholders(T.total, { amount: formatMoney(order.total) }))

/** 'Barzahlung · Offen': the payment method and its state, as far as known. */
export function paymentText(order: BoardOrder): string {
  const method = order.paymentMethod ? (PAYMENT_METHOD_LABELS as Record<string, string>)[order.paymentMethod] ?? order.paymentMethod : null
  const state = order.paymentStatus ? (T.payment as Record<string, string>)[order.paymentStatus] ?? order.paymentStatus : null
  return [method, state].filter(Boolean).join(' · ')
}

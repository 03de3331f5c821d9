'use client'

import { formatDate, formatTime } from '@/src/domain/text/dates'
import { fillPlaceholders } from '@/src/domain/text/placeholders'
import type { Order } from '@/src/payload-types'

import { ORDER_VIEW_TEXTS as T } from './orderViewTexts'

/**
 * Where the counter appointment stands: proposed and unanswered (pending), or declined (the
 * customer's 'Nein' cancels the order). An accepted one has become the appointment: nothing to say.
 */
export function CounterAppointmentState({ order }: { order: Partial<Order> }) {
  const proposed = order.counterAppointment
  if (!proposed || (order.status !== 'pending' && order.status !== 'canceled')) return null
  const text = fillPlaceholders(order.status === 'pending' ? T.counterAppointmentOpen : T.counterAppointmentDeclined, {
    date: formatDate(proposed),
    time: formatTime(proposed),
  })
  return (
    <p role="status" data-counter-appointment={order.status === 'pending' ? 'open' : 'declined'} style={{ padding: '6px 10px', borderRadius: 4, background: 'var(--theme-warning-100)' }}>
      {text}
    </p>
  )
}

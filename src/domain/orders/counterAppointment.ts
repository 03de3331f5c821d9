import { DEFAULT_TIME_ZONE } from '../defaults'
import { formatDate, formatTime } from '../text/dates'
import { fillPlaceholders } from '../text/placeholders'
import { orderStatusOf, type StatusScreenOrder } from './customerStage'
import { COUNTER_APPOINTMENT_TEXTS } from './texts'

export interface CounterAppointmentPrompt {
  question: string
  confirmLabel: string
  rejectLabel: string
}

/**
 * The prompt shows while a counter appointment is set and the order is neither rejected nor
 * confirmed. Cancelled, failed and completed orders are not asked either, so in practice only
 * pending orders are. An unreadable appointment shows no prompt.
 */
export function counterAppointmentPrompt(order: StatusScreenOrder, timeZone = DEFAULT_TIME_ZONE): CounterAppointmentPrompt | null {
  if (!order.counterAppointment || orderStatusOf(order) !== 'pending') return null
  const date = formatDate(order.counterAppointment, timeZone)
  const time = formatTime(order.counterAppointment, timeZone)
  if (date === '') return null
  return {
    question: fillPlaceholders(COUNTER_APPOINTMENT_TEXTS.question, { date, time }),
    confirmLabel: COUNTER_APPOINTMENT_TEXTS.confirm,
    rejectLabel: COUNTER_APPOINTMENT_TEXTS.reject,
  }
}

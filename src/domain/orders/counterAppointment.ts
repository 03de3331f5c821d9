import { DEFAULT_TIME_ZONE } from '../defaults'
import { fillPlaceholders } from '../text/placeholders'
import { clockText, germanDate, zonedParts } from '../text/zonedParts'
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
  const appointment = zonedParts(order.counterAppointment, timeZone)
  if (!appointment) return null
  return {
    question: fillPlaceholders(COUNTER_APPOINTMENT_TEXTS.question, { date: germanDate(appointment), time: clockText(appointment) }),
    confirmLabel: COUNTER_APPOINTMENT_TEXTS.confirm,
    rejectLabel: COUNTER_APPOINTMENT_TEXTS.reject,
  }
}

import type { OrderEvent } from '@/src/server/notifications/events'
import type { MailTemplate } from '../types'
import { canceledMail } from './canceled'
import { confirmedMail } from './confirmed'
import { counterAppointmentMail } from './counterAppointment'
import { newOrderMail } from './newOrder'
import { receivedMail } from './received'
import { rejectedMail } from './rejected'

/** One template per event. */
export const MAIL_TEMPLATES: Readonly<Record<OrderEvent, MailTemplate>> = {
  received: receivedMail,
  newOrder: newOrderMail,
  confirmed: confirmedMail,
  rejected: rejectedMail,
  counterAppointment: counterAppointmentMail,
  canceled: canceledMail,
}

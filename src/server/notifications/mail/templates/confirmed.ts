import { STATUS_SCREEN_TEXTS } from '@/src/domain/orders'
import { formatTime } from '@/src/domain/text'
import { statusLink } from '@/src/server/notifications/links'
import type { MailTemplate } from '../types'
import { customerGreeting } from './greeting'

/**
 * To the customer when staff confirm; the agreed time is the counter appointment when one was set,
 * and the expected ready time when staff accepted with a preparation time.
 */
export const confirmedMail: MailTemplate = ({ facts, order }) => {
  const appointment = facts.counterAppointment ?? facts.appointment
  const readyAt = formatTime(order.readyAt)
  return {
    subject: `Ihre Bestellung ${facts.uid} wurde bestätigt`,
    heading: 'Ihre Bestellung wurde bestätigt',
    greeting: customerGreeting(facts),
    paragraphs: [
      STATUS_SCREEN_TEXTS.preparing,
      ...(readyAt ? [`Voraussichtlich fertig um ${readyAt} Uhr.`] : []),
      ...(appointment ? [`Ihr Termin: ${appointment}.`] : []),
    ],
    link: { label: 'Bestellstatus ansehen', url: statusLink(order) },
  }
}

import { STATUS_SCREEN_TEXTS } from '@/src/domain/orders'
import { statusLink } from '@/src/server/notifications/links'
import type { MailTemplate } from '../types'
import { customerGreeting } from './greeting'

/** To the customer when staff confirm; the agreed time is the counter appointment when one was set. */
export const confirmedMail: MailTemplate = ({ facts, order }) => {
  const appointment = facts.counterAppointment ?? facts.appointment
  return {
    subject: `Ihre Bestellung ${facts.uid} wurde bestätigt`,
    heading: 'Ihre Bestellung wurde bestätigt',
    greeting: customerGreeting(facts),
    paragraphs: [STATUS_SCREEN_TEXTS.preparing, ...(appointment ? [`Ihr Termin: ${appointment}.`] : [])],
    link: { label: 'Bestellstatus ansehen', url: statusLink(order) },
  }
}

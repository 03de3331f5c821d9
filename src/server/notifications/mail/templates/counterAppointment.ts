import { COUNTER_APPOINTMENT_TEXTS } from '@/src/domain/orders'
import { fillPlaceholders, formatDate, formatTime } from '@/src/domain/text'
import { statusLink } from '@/src/server/notifications/links'
import type { MailTemplate } from '../types'
import { customerGreeting } from './greeting'

/** The status screen's question with the proposed time ('… den 21.11.2026 um 19:00 Uhr vor. …'). */
const counterAppointmentQuestion = (moment: string | null | undefined): string =>
  fillPlaceholders(COUNTER_APPOINTMENT_TEXTS.question, { date: formatDate(moment), time: formatTime(moment) })

/** To the customer when staff propose another time; the answer is given on the status page. */
export const counterAppointmentMail: MailTemplate = ({ facts, order }) => ({
  subject: `Neuer Terminvorschlag für Ihre Bestellung ${facts.uid}`,
  heading: 'Neuer Terminvorschlag',
  greeting: customerGreeting(facts),
  paragraphs: [
    counterAppointmentQuestion(order.counterAppointment),
    `Bitte antworten Sie auf Ihrer Statusseite mit „${COUNTER_APPOINTMENT_TEXTS.confirm}“ oder „${COUNTER_APPOINTMENT_TEXTS.reject}“.`,
  ],
  link: { label: 'Terminvorschlag beantworten', url: statusLink(order) },
})

import { STATUS_SCREEN_TEXTS } from '@/src/domain/orders'
import { statusLink } from '@/src/server/notifications/links'
import type { MailTemplate } from '../types'
import { customerGreeting } from './greeting'

/** To the customer when staff reject the order: the status screen's text plus the rejection message. */
export const rejectedMail: MailTemplate = ({ facts, order }) => ({
  subject: `Ihre Bestellung ${facts.uid} wurde abgelehnt`,
  heading: STATUS_SCREEN_TEXTS.cancelledHeading,
  greeting: customerGreeting(facts),
  paragraphs: [
    STATUS_SCREEN_TEXTS.cancelled,
    ...(facts.rejectionMessage ? [facts.rejectionMessage] : []),
    'Wir bitten um Ihr Verständnis.',
  ],
  link: { label: 'Bestellstatus ansehen', url: statusLink(order) },
})

import { STATUS_SCREEN_TEXTS } from '@/src/domain/orders'
import { statusLink } from '@/src/server/notifications/links'
import type { MailTemplate } from '../types'
import { customerGreeting } from './greeting'

/** To the customer when the order is cancelled (by staff or by declining a counter appointment). */
export const canceledMail: MailTemplate = ({ facts, order }) => ({
  subject: `Ihre Bestellung ${facts.uid} wurde storniert`,
  heading: STATUS_SCREEN_TEXTS.cancelledHeading,
  greeting: customerGreeting(facts),
  paragraphs: [STATUS_SCREEN_TEXTS.cancelled, 'Wir hoffen, Sie bald wieder bei uns begrüßen zu dürfen.'],
  link: { label: 'Bestellstatus ansehen', url: statusLink(order) },
})

import { STATUS_SCREEN_TEXTS } from '@/src/domain/orders'
import { statusLink } from '@/src/server/notifications/links'
import type { MailTemplate } from '../types'
import { customerGreeting } from './greeting'

/** To the customer when an order is placed, with the link to the public status page. */
export const receivedMail: MailTemplate = ({ facts, order }) => ({
  subject: `Ihre Bestellung ${facts.uid} bei ${facts.shopName}`,
  heading: STATUS_SCREEN_TEXTS.thankYouHeading,
  greeting: customerGreeting(facts),
  paragraphs: [
    STATUS_SCREEN_TEXTS.waitingForConfirmation,
    'Sobald wir Ihre Bestellung bestätigt haben, erhalten Sie eine weitere Nachricht. Den aktuellen Stand sehen Sie jederzeit auf Ihrer Statusseite.',
  ],
  link: { label: 'Bestellstatus ansehen', url: statusLink(order) },
})

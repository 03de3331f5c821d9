import { backOfficeLink } from '@/src/server/notifications/links'
import { ORDER_DOCUMENT_LABELS as L } from '@/src/server/notifications/texts'
import type { MailTemplate } from '../types'

/** To the branch when an order is placed, with the customer's contact and the back-office link. */
export const newOrderMail: MailTemplate = ({ facts, order }) => ({
  subject: `Neue Bestellung ${facts.uid}`,
  heading: `Neue Bestellung ${facts.uid}`,
  paragraphs: [
    `${facts.customerName || 'Ein Kunde'} hat eine Bestellung aufgegeben${facts.branchName ? ` (${facts.branchName})` : ''}.`,
    ...(order.phone ? [`${L.phone}: ${order.phone}`] : []),
    ...(order.email ? [`${L.email}: ${order.email}`] : []),
  ],
  link: { label: 'Bestellung im Backoffice öffnen', url: backOfficeLink(order) },
})

import type { OrderFacts } from '../orderFacts'
import type { NotificationOrder } from '../orderData'

interface MailContext {
  facts: OrderFacts
  order: NotificationOrder
}

/** What a template decides; the shared layout adds the order details, contact and signature. */
export interface MailContent {
  subject: string
  heading: string
  /** 'Guten Tag Erika Musterfrau,' for customer mails; none for staff mails. */
  greeting?: string
  paragraphs: string[]
  link?: { label: string; url: string }
}

export type MailTemplate = (context: MailContext) => MailContent

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

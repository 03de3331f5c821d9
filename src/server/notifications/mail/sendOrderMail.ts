import type { Payload } from 'payload'

import { isCustomerEvent, type OrderEvent } from '../events'
import { populatedBranch, type NotificationData } from '../orderData'
import { orderFacts } from '../orderFacts'
import { renderMail } from './layout'
import { MAIL_TEMPLATES } from './templates'
import type { RenderedMail } from './types'

/** The customer's address for customer events; the branch's (else the shop's) address for 'newOrder'. */
export function mailRecipient({ order, settings }: NotificationData, event: OrderEvent): string | null {
  const address = isCustomerEvent(event) ? order.email : populatedBranch(order)?.email?.trim() || settings.email
  return address?.trim() || null
}

/** Subject, HTML and text of the event's mail. */
function orderMail(data: NotificationData, event: OrderEvent): RenderedMail {
  const facts = orderFacts(data)
  return renderMail(MAIL_TEMPLATES[event]({ facts, order: data.order }), facts)
}

/** Sends the event's mail to `to` through Payload's mail adapter; rejects when sending fails. */
export async function sendOrderMail(payload: Payload, data: NotificationData, event: OrderEvent, to: string): Promise<void> {
  await payload.sendEmail({ to, ...orderMail(data, event) })
}

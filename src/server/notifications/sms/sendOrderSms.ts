import { normalizePhone } from '@/src/domain/phone'
import type { OrderEvent } from '../events'
import { statusLink } from '../links'
import type { NotificationData } from '../orderData'
import type { SmsProvider } from './provider'
import { smsText } from './texts'

/** The number an SMS goes to ('+436601234567'), or null when the order has none. */
export const smsRecipient = ({ order }: NotificationData): string | null => normalizePhone(order.phone) || null

/** Sends the SMS of a customer event; does nothing for staff events. Rejects when sending fails. */
export async function sendOrderSms({ order, settings }: NotificationData, event: OrderEvent, to: string, provider: SmsProvider): Promise<void> {
  const facts = { ...order, shopName: settings.shopName, uid: order.uid ?? String(order.id) }
  const text = smsText(event, facts, statusLink(order))
  if (text !== null) await provider.send({ to, text })
}

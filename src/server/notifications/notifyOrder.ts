import type { Payload } from 'payload'

import { clientMayNotify, destinationAllows, firstAnnouncement, smsCountryAllowed } from './abuseGuard'
import { NOTIFICATION_TEXTS, NotificationNotPossibleError } from './errors'
import { isCustomerEvent, type OrderEvent } from './events'
import { mailRecipient, sendOrderMail } from './mail/sendOrderMail'
import { loadNotificationData, type NotificationData, type NotificationOrder } from './orderData'
import { sendOrderSms, smsRecipient } from './sms/sendOrderSms'
import { smsProvider, type SmsProvider } from './sms/provider'

export type { OrderEvent } from './events'

const EVENT_NAMES: Readonly<Record<OrderEvent, string>> = {
  received: 'Bestellung eingegangen',
  newOrder: 'Neue Bestellung (Filiale)',
  confirmed: 'Bestätigt',
  rejected: 'Abgelehnt',
  counterAppointment: 'Terminvorschlag',
  canceled: 'Storniert',
}

const providerFor = (payload: Payload): SmsProvider => smsProvider((line) => payload.logger.info(line))

type Channel = 'E-Mail' | 'SMS'

/**
 * The sends an event causes: its mail when there is a recipient, its SMS when the switch is on and
 * the number is of the shop's countries. The order receipt ('received', the one an anonymous
 * visitor triggers) counts against the limits of its destination.
 */
function deliveries(payload: Payload, data: NotificationData, event: OrderEvent): [channel: Channel, send: () => Promise<void>][] {
  const jobs: [Channel, () => Promise<void>][] = []
  const to = mailRecipient(data, event)
  if (to) jobs.push(['E-Mail', () => sendOrderMail(payload, data, event, to)])
  const phone = smsRecipient(data)
  if (data.settings.enablePluginSMS && isCustomerEvent(event) && phone) {
    if (smsCountryAllowed(phone)) jobs.push(['SMS', () => sendOrderSms(data, event, phone, providerFor(payload))])
    else payload.logger.info({ orderId: data.order.id, event }, 'SMS nicht gesendet: Nummer außerhalb der SMS-Länder')
  }
  if (event !== 'received') return jobs
  return jobs.map(([channel, send]) => [channel, () => withinDestinationLimit(payload, data, channel, channel === 'SMS' ? phone! : to!, send)])
}

async function withinDestinationLimit(payload: Payload, data: NotificationData, channel: Channel, to: string, send: () => Promise<void>) {
  if (await destinationAllows(payload, channel, to)) return send()
  payload.logger.warn({ orderId: data.order.id, channel }, `${channel} zur Bestellung nicht gesendet: Limit je Empfänger erreicht`)
}

function logFailure(payload: Payload, orderId: number, event: OrderEvent, channel: string, error: unknown) {
  payload.logger.error({ err: error, orderId, event }, `${channel} zur Bestellung ${orderId} (${EVENT_NAMES[event]}) konnte nicht gesendet werden.`)
}

/**
 * The order outbox's bookkeeping of a notification's messages (`event:channel`, e.g.
 * 'received:E-Mail'): those sent before are skipped, each one sent now is recorded at once.
 */
export interface SentRecord {
  sent: readonly string[]
  afterSent: (message: string) => Promise<void>
  /**
   * The caller records the last message of a notification that went out completely by finishing it
   * (the outbox removes the announcement): that message is not recorded on its own.
   */
  lastRecordedByFinish?: boolean
}

/**
 * Sends the e-mail (and, with the SMS switch on and a phone number, the SMS) of one or several
 * events of an order, reading the order once. Never throws: an order must not fail because mail or
 * SMS are down, so failures are only logged. Call it after the order's transaction is committed.
 * True when every message went out (or had nowhere to go).
 */
export async function notifyOrder(payload: Payload, orderId: number, events: OrderEvent | OrderEvent[], inHand?: NotificationOrder, record?: SentRecord): Promise<boolean> {
  const list = Array.isArray(events) ? events : [events]
  let data: NotificationData
  try {
    data = await loadNotificationData(payload, orderId, inHand)
  } catch (error) {
    for (const event of list) logFailure(payload, orderId, event, 'Benachrichtigung', error)
    return false
  }
  const jobs = list
    .flatMap((event) => deliveries(payload, data, event).map(([channel, send]) => ({ event, channel, send, message: `${event}:${channel}` })))
    .filter((job) => !record?.sent.includes(job.message))
  let outstanding = jobs.length
  let anyFailed = false
  const results = await Promise.allSettled(jobs.map(async ({ send, message }) => {
    try {
      await send()
    } catch (error) {
      anyFailed = true
      throw error
    } finally {
      outstanding -= 1
    }
    if (outstanding === 0 && !anyFailed && record?.lastRecordedByFinish) return
    await record?.afterSent(message)
  }))
  results.forEach((result, index) => {
    if (result.status === 'rejected') logFailure(payload, orderId, jobs[index].event, jobs[index].channel, result.reason)
  })
  return results.every((result) => result.status === 'fulfilled')
}

/**
 * The two messages of a new order, once per order: 'received' to the customer (unless the client
 * that placed it has used up its notifications) and 'newOrder' to the branch. `order`: the order
 * as just stored, when the caller has it (no read). Called with the outbox's `record`, the outbox
 * guarantees once per order; otherwise the order's first call sends them and later calls nothing.
 * Never throws; true when every message went out.
 */
export async function notifyOrderPlaced(
  payload: Payload,
  orderId: number,
  { placedBy, order, record }: { placedBy?: string; order?: NotificationOrder; record?: SentRecord } = {},
): Promise<boolean> {
  let customerMuted: boolean
  try {
    if (!record && !(await firstAnnouncement(payload, orderId))) return true
    customerMuted = placedBy !== undefined && !(await clientMayNotify(payload, placedBy))
  } catch (error) {
    logFailure(payload, orderId, 'received', 'Benachrichtigung', error)
    return false
  }
  return notifyOrder(payload, orderId, customerMuted ? ['newOrder'] : ['received', 'newOrder'], order, record)
}

/**
 * Sends the customer's order mail ('received') again, for the back office. Throws
 * OrderNotFoundError, NotificationNotPossibleError (no e-mail address) or the mail adapter's error.
 */
export async function sendNewOrderEmail(payload: Payload, orderId: number): Promise<void> {
  const data = await loadNotificationData(payload, orderId)
  const to = mailRecipient(data, 'received')
  if (!to) throw new NotificationNotPossibleError(NOTIFICATION_TEXTS.noEmail)
  await sendOrderMail(payload, data, 'received', to)
}

/**
 * Sends the customer's order SMS ('received') again, for the back office. Throws
 * OrderNotFoundError, NotificationNotPossibleError (SMS switched off, no phone number) or the
 * provider's SmsDeliveryError.
 */
export async function sendNewOrderSms(payload: Payload, orderId: number): Promise<void> {
  const data = await loadNotificationData(payload, orderId)
  if (!data.settings.enablePluginSMS) throw new NotificationNotPossibleError(NOTIFICATION_TEXTS.smsDisabled)
  const phone = smsRecipient(data)
  if (!phone) throw new NotificationNotPossibleError(NOTIFICATION_TEXTS.noPhone)
  if (!smsCountryAllowed(phone)) throw new NotificationNotPossibleError(NOTIFICATION_TEXTS.smsCountry)
  await sendOrderSms(data, 'received', phone, providerFor(payload))
}

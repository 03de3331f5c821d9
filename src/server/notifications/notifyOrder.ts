import type { Payload } from 'payload'

import { type Destination, firstAnnouncement, receiptAllowance, smsCountryAllowed } from './abuseGuard'
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

type Delivery = { channel: Channel; send: () => Promise<void>; /** Set for the order receipt, which counts against its destination's limit. */ destination?: Destination }

/**
 * The sends an event causes: its mail when there is a recipient, its SMS when the switch is on and
 * the number is of the shop's countries. The order receipt ('received', the one an anonymous
 * visitor triggers) counts against the limits of its destination (receiptAllowance).
 */
function deliveries(payload: Payload, data: NotificationData, event: OrderEvent): Delivery[] {
  const jobs: Delivery[] = []
  const to = mailRecipient(data, event)
  const receipt = event === 'received'
  if (to) jobs.push({ channel: 'E-Mail', send: () => sendOrderMail(payload, data, event, to), destination: receipt ? { channel: 'E-Mail', to } : undefined })
  const phone = smsRecipient(data)
  if (data.settings.enablePluginSMS && isCustomerEvent(event) && phone) {
    if (smsCountryAllowed(phone)) jobs.push({ channel: 'SMS', send: () => sendOrderSms(data, event, phone, providerFor(payload)), destination: receipt ? { channel: 'SMS', to: phone } : undefined })
    else payload.logger.info({ orderId: data.order.id, event }, 'SMS nicht gesendet: Nummer außerhalb der SMS-Länder')
  }
  return jobs
}

type Job = Delivery & { event: OrderEvent; message: string }

/**
 * The jobs whose limits hold: the receipts are counted against the client that placed the order
 * and their destinations in one statement; a muted client's receipts are left out, as is a receipt
 * to a destination over its limit (logged).
 */
async function withinLimits(payload: Payload, orderId: number, jobs: Job[], placedBy: string | undefined): Promise<Job[]> {
  const receipts = jobs.filter((job) => job.destination)
  if (receipts.length === 0) return jobs
  const { clientMuted, allowed } = await receiptAllowance(payload, placedBy, receipts.map((job) => job.destination!))
  const refused = new Set(receipts.filter((_, index) => !allowed[index]))
  if (!clientMuted) {
    for (const job of refused) payload.logger.warn({ orderId, channel: job.channel }, `${job.channel} zur Bestellung nicht gesendet: Limit je Empfänger erreicht`)
  }
  return jobs.filter((job) => !refused.has(job))
}

function logFailure(payload: Payload, orderId: number, event: OrderEvent, channel: string, error: unknown) {
  payload.logger.error({ err: error, orderId, event }, `${channel} zur Bestellung ${orderId} (${EVENT_NAMES[event]}) konnte nicht gesendet werden.`)
}

/**
 * The order outbox's bookkeeping of a notification's messages (`event:channel`, e.g.
 * 'received:E-Mail'): those sent before are skipped, each one sent now is recorded at once.
 */
interface SentRecord {
  sent: readonly string[]
  afterSent: (message: string) => Promise<void>
  /**
   * The caller records the last message of a notification that went out completely by finishing it
   * (the outbox removes the announcement): that message is not recorded on its own.
   */
  lastRecordedByFinish?: boolean
}

export type NotifyOptions = {
  /** The order as just stored, when the caller has it (not read again). */
  order?: NotificationOrder
  /** The outbox's bookkeeping: messages sent before are skipped, each one sent now is recorded. */
  record?: SentRecord
  /** The client address that placed the order: its receipts count against that client's limit too. */
  placedBy?: string
}

/**
 * Sends the e-mail (and, with the SMS switch on and a phone number, the SMS) of one or several
 * events of an order, reading the order once. Never throws: an order must not fail because mail or
 * SMS are down, so failures are only logged. Call it after the order's transaction is committed.
 * True when every message went out (or had nowhere to go).
 */
export async function notifyOrder(payload: Payload, orderId: number, events: OrderEvent | OrderEvent[], { order, record, placedBy }: NotifyOptions = {}): Promise<boolean> {
  const list = Array.isArray(events) ? events : [events]
  let jobs: Job[]
  try {
    const data = await loadNotificationData(payload, orderId, order)
    const pending = list
      .flatMap((event) => deliveries(payload, data, event).map((delivery) => ({ ...delivery, event, message: `${event}:${delivery.channel}` })))
      .filter((job) => !record?.sent.includes(job.message))
    jobs = await withinLimits(payload, orderId, pending, placedBy)
  } catch (error) {
    for (const event of list) logFailure(payload, orderId, event, 'Benachrichtigung', error)
    return false
  }
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
export async function notifyOrderPlaced(payload: Payload, orderId: number, { placedBy, order, record }: NotifyOptions = {}): Promise<boolean> {
  try {
    if (!record && !(await firstAnnouncement(payload, orderId))) return true
  } catch (error) {
    logFailure(payload, orderId, 'received', 'Benachrichtigung', error)
    return false
  }
  return notifyOrder(payload, orderId, ['received', 'newOrder'], { order, record, placedBy })
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

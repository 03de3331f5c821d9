import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { Payload } from 'payload'

import { countAgainstLimit } from '../api/rateLimit'

/**
 * Anonymous orders must not turn the shop into a free mail and SMS gateway (SMS pumping, mail to
 * any inbox): SMS go only to numbers of the shop's countries, each phone number and e-mail address
 * receives a limited number of order messages per hour, each client address causes a limited
 * number of customer notifications, and an order is announced once.
 */
const DEFAULT_SMS_COUNTRIES = 'AT,DE,CH,IT'

/** Whether the number belongs to one of the countries of `SMS_COUNTRIES` (ISO codes, default AT, DE, CH, IT). */
export function smsCountryAllowed(phone: string, setting = process.env.SMS_COUNTRIES): boolean {
  const countries = (setting || DEFAULT_SMS_COUNTRIES).split(',').map((code) => code.trim().toUpperCase())
  const country = parsePhoneNumberFromString(phone)?.country
  return Boolean(country && countries.includes(country))
}

/** Counts a message to the destination; true while the destination's hourly limit holds. */
export async function destinationAllows(payload: Payload, channel: 'E-Mail' | 'SMS', to: string): Promise<boolean> {
  const refused = await countAgainstLimit(payload, channel === 'SMS' ? 'smsPerNumber' : 'mailsPerAddress', to.trim().toLowerCase())
  return refused === null
}

/** Counts a notifying order of the client; true while the client's hourly limit holds. */
export async function clientMayNotify(payload: Payload, clientAddress: string): Promise<boolean> {
  return (await countAgainstLimit(payload, 'notificationsPerClient', clientAddress)) === null
}

/** True the first time it is asked for an order, false ever after: an order is announced once. */
export async function firstAnnouncement(payload: Payload, orderId: number): Promise<boolean> {
  return (await countAgainstLimit(payload, 'orderAnnouncement', String(orderId))) === null
}

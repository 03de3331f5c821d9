import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { Payload } from 'payload'

import { countAgainstLimit, countAgainstLimits, type LimitName } from '../rateLimit'

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

export type Destination = { channel: 'E-Mail' | 'SMS'; to: string }

const destinationUse = ({ channel, to }: Destination): { name: LimitName; subject: string } => ({
  name: channel === 'SMS' ? 'smsPerNumber' : 'mailsPerAddress',
  subject: to.trim().toLowerCase(),
})

/**
 * Counts an order receipt going to `destinations`: against the hourly limit of the client that
 * placed the order (when known) and, while that holds, against each destination's; one statement.
 * Answers whether the client is muted and, per destination, whether it may receive the receipt.
 */
export async function receiptAllowance(payload: Payload, placedBy: string | undefined, destinations: readonly Destination[]): Promise<{ clientMuted: boolean; allowed: boolean[] }> {
  if (placedBy === undefined) {
    const allowed = await Promise.all(destinations.map(async (destination) => {
      const { name, subject } = destinationUse(destination)
      return (await countAgainstLimit(payload, name, subject)) === null
    }))
    return { clientMuted: false, allowed }
  }
  const counted = await countAgainstLimits(payload, { name: 'notificationsPerClient', subject: placedBy }, destinations.map(destinationUse))
  return { clientMuted: !counted.first, allowed: counted.then }
}

/** True the first time it is asked for an order, false ever after: an order is announced once. */
export async function firstAnnouncement(payload: Payload, orderId: number): Promise<boolean> {
  return (await countAgainstLimit(payload, 'orderAnnouncement', String(orderId))) === null
}

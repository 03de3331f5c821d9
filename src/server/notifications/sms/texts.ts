import { formatDate, formatTime, truncateText } from '@/src/domain/text'
import type { OrderEvent } from '../events'

/** Length of one SMS; texts stay within it where the shop name and the link allow. */
const SMS_LENGTH = 160

export interface SmsFacts {
  shopName: string
  uid: string
  appointment?: string | null
  counterAppointment?: string | null
  /** Expected ready time when staff accepted with a preparation time. */
  readyAt?: string | null
  rejectionMessage?: string | null
}

/** '21.11. 18:30 Uhr' in Europe/Vienna: the year is left out to save room. */
const shortMoment = (moment: string | null | undefined): string | null =>
  formatDate(moment) ? `${formatDate(moment).slice(0, 6)} ${formatTime(moment)} Uhr` : null

/**
 * The sentence of each customer event; null for the branch's 'newOrder'. `order` is
 * 'Bestellung {uid}', or just 'Bestellung' when the number does not fit (the link carries it).
 */
function sentence(event: OrderEvent, facts: SmsFacts, order: string): string | null {
  switch (event) {
    case 'received':
      return `Danke für Ihre ${order}! Status:`
    case 'confirmed': {
      const appointment = shortMoment(facts.counterAppointment ?? facts.appointment)
      const readyAt = formatTime(facts.readyAt)
      return `Ihre ${order} ist bestätigt${readyAt ? `, fertig ca. ${readyAt} Uhr` : ''}${appointment ? `, Termin ${appointment}` : ''}.`
    }
    case 'rejected':
    case 'canceled':
      return `Ihre ${order} wurde storniert.`
    case 'counterAppointment':
      return `Neuer Terminvorschlag: ${shortMoment(facts.counterAppointment) ?? ''}. Bitte hier antworten:`
    case 'newOrder':
      return null
  }
}

const smsLength = (text: string) => Array.from(text).length

/**
 * The SMS of a customer event: '{shopName}: {sentence} {link}'. The order number in the sentence
 * is left out when it would push the SMS over 160 characters (five-digit order ids, long links). A
 * rejection message is added, shortened, only as far as it fits into one SMS (the status page
 * shows it in full).
 */
export function smsText(event: OrderEvent, facts: SmsFacts, link: string): string | null {
  const numbered = sentence(event, facts, `Bestellung ${facts.uid}`)
  if (numbered === null) return null
  const fits = smsLength(`${facts.shopName}: ${numbered} ${link}`) <= SMS_LENGTH
  const main = fits ? numbered : (sentence(event, facts, 'Bestellung') as string)
  const text = `${facts.shopName}: ${main} ${link}`
  const room = SMS_LENGTH - smsLength(text) - 1
  if (event !== 'rejected' || !facts.rejectionMessage || room < 20) return text
  return `${facts.shopName}: ${main} ${truncateText(facts.rejectionMessage, room)} ${link}`
}

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

/** The sentence of each customer event; null for the branch's 'newOrder'. */
function sentence(event: OrderEvent, facts: SmsFacts): string | null {
  switch (event) {
    case 'received':
      return `Danke für Ihre Bestellung ${facts.uid}! Status:`
    case 'confirmed': {
      const appointment = shortMoment(facts.counterAppointment ?? facts.appointment)
      const readyAt = formatTime(facts.readyAt)
      return `Ihre Bestellung ${facts.uid} ist bestätigt${readyAt ? `, fertig ca. ${readyAt} Uhr` : ''}${appointment ? `, Termin ${appointment}` : ''}.`
    }
    case 'rejected':
    case 'canceled':
      return `Ihre Bestellung ${facts.uid} wurde storniert.`
    case 'counterAppointment':
      return `Neuer Terminvorschlag: ${shortMoment(facts.counterAppointment) ?? ''}. Bitte hier antworten:`
    case 'newOrder':
      return null
  }
}

/**
 * The SMS of a customer event: '{shopName}: {sentence} {link}'. A rejection message is added,
 * shortened, only as far as it fits into one SMS (the status page shows it in full).
 */
export function smsText(event: OrderEvent, facts: SmsFacts, link: string): string | null {
  const main = sentence(event, facts)
  if (main === null) return null
  const text = `${facts.shopName}: ${main} ${link}`
  const room = SMS_LENGTH - Array.from(text).length - 1
  if (event !== 'rejected' || !facts.rejectionMessage || room < 20) return text
  return `${facts.shopName}: ${main} ${truncateText(facts.rejectionMessage, room)} ${link}`
}

import { STATUS_SCREEN_TEXTS } from '@/src/domain/orders'
import { shopOrderLink, statusLink } from '@/src/server/notifications/links'
import type { MailTemplate } from '../types'
import { customerGreeting } from './greeting'

/**
 * To the customer when an order is placed: for a food order with the link to the public status page;
 * for a parts-shop order the receipt ('Bestelleingang', issue 26 §1.2) with the link to the order in
 * the customer's account. The 'Auftragsbestätigung' follows only when staff confirm (with freight).
 */
export const receivedMail: MailTemplate = (context) => (context.order.shop === 'parts' ? partsReceipt(context) : foodReceived(context))

const partsReceipt: MailTemplate = ({ facts, order }) => ({
  subject: `Bestelleingang: Ihr Auftrag ${facts.uid} bei ${facts.shopName}`,
  heading: 'Vielen Dank für Ihren Auftrag',
  greeting: customerGreeting(facts),
  paragraphs: [
    `Ihr Auftrag ist bei uns eingegangen und wird unter der Auftragsnummer ${facts.uid} bearbeitet.`,
    'Wir prüfen Verfügbarkeit und Liefertermine und senden Ihnen danach die Auftragsbestätigung mit den Versandkosten.',
  ],
  link: { label: 'Auftrag ansehen', url: shopOrderLink(order) },
})

const foodReceived: MailTemplate = ({ facts, order }) => ({
  subject: `Ihre Bestellung ${facts.uid} bei ${facts.shopName}`,
  heading: STATUS_SCREEN_TEXTS.thankYouHeading,
  greeting: customerGreeting(facts),
  paragraphs: [
    STATUS_SCREEN_TEXTS.waitingForConfirmation,
    'Sobald wir Ihre Bestellung bestätigt haben, erhalten Sie eine weitere Nachricht. Den aktuellen Stand sehen Sie jederzeit auf Ihrer Statusseite.',
  ],
  link: { label: 'Bestellstatus ansehen', url: statusLink(order) },
})

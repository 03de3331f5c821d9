import { clockOf } from '@/src/domain/text/zonedParts'
import { fillPlaceholders } from '@/src/domain/text/placeholders'

/**
 * Texts of the public status screen that the domain does not already hold (status messages,
 * timeline, ticket label, counter-appointment prompt and rating labels come from
 * '@/src/domain/orders'). The spec's wording is verbatim; the rest is own wording.
 */
export const STATUS_TEXTS = {
  pageTitle: 'Bestellstatus',
  statusRegion: 'Status Ihrer Bestellung',
  documentsHeading: 'Dokumente',
  acknowledgement: 'Auftragsbestätigung herunterladen',
  acknowledgementTyped: 'Auftragsbestätigung herunterladen ({type})',
  tracking: 'Sendung verfolgen',
  opensInNewTab: '(öffnet in neuem Fenster)',
  branchHeading: 'Ihre Filiale',
  phone: 'Telefon',
  email: 'E-Mail',
  detailsHeading: 'Ihre Bestellung',
  appointment: 'Termin',
  mode: 'Art',
  table: 'Tisch',
  payment: 'Zahlung',
  paid: 'bezahlt',
  readyAt: 'Voraussichtlich fertig um {time}',
  autoRefresh: 'Diese Seite aktualisiert sich automatisch. Sie müssen sie nicht neu laden.',
  finalInfo: 'Bei Fragen zu Ihrer Bestellung rufen Sie uns gerne an und nennen Sie uns Ihre {ticket}.',
  timelineHeading: 'Fortschritt',
  stepDone: 'erledigt',
  stepActive: 'aktueller Schritt',
  stepOpen: 'ausstehend',
  counterHeading: 'Neuer Terminvorschlag',
  answering: 'Wird gesendet...',
  actionFailed: 'Ihre Antwort konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  appHeading: 'Unsere App',
  appText: 'Installieren Sie unsere App und bestellen Sie beim nächsten Mal noch schneller.',
  appButton: 'App installieren',
  reviewHeading: 'Wie hat es Ihnen gefallen?',
  reviewIntro: 'Bewerten Sie Ihre Bestellung mit 1 bis 5 Sternen.',
  reviewSend: 'Bewertung senden',
  reviewSending: 'Wird gesendet...',
  reviewThanks: 'Vielen Dank für Ihre Bewertung!',
  reviewFailed: 'Ihre Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  /** The storefront's fallback of a call without a message (the status poll's; not shown, the next poll tries again). */
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  stars: '{n} von 5 Sternen',
  star: '1 von 5 Sternen',
} as const

export const starLabel = (n: number): string => (n === 1 ? STATUS_TEXTS.star : fillPlaceholders(STATUS_TEXTS.stars, { n }))

export const acknowledgementLabel = (extension: string | null | undefined): string =>
  extension ? fillPlaceholders(STATUS_TEXTS.acknowledgementTyped, { type: extension.toUpperCase() }) : STATUS_TEXTS.acknowledgement

export const finalInfoText = (ticket: string): string => fillPlaceholders(STATUS_TEXTS.finalInfo, { ticket })

/** 'Voraussichtlich fertig um 18:45' (Europe/Vienna) for the expected ready time staff gave; null without one. */
export const readyAtText = (readyAt: string | null | undefined): string | null => {
  const time = clockOf(readyAt)
  return time ? fillPlaceholders(STATUS_TEXTS.readyAt, { time }) : null
}

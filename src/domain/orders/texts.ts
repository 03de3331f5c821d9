import { type SelectOption, selectOptions } from '../text/options'
import { fillPlaceholders } from '../text/placeholders'
import { type OrderAction, type OrderStatus, ORDER_STATUSES } from './status'

/** Status names as staff read them (the labels of the orders collection's status select). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Wartet auf Bestätigung',
  confirmed: 'Bestätigt',
  inDelivery: 'Unterwegs / abholbereit',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  failed: 'Fehlgeschlagen',
}

/** `{ value, label }` of every order status in the order of ORDER_STATUSES, for a Payload select field. */
export const ORDER_STATUS_OPTIONS: readonly SelectOption<OrderStatus>[] = selectOptions(ORDER_STATUS_LABELS, ORDER_STATUSES)

/** What each action does, as the end of '… kann nicht {action} werden.' */
const ORDER_ACTION_PHRASES: Readonly<Record<OrderAction, string>> = {
  cancel: 'storniert',
  confirm: 'bestätigt',
  reject: 'abgelehnt',
  'in-delivery': 'auf „Unterwegs / abholbereit“ gesetzt',
  completed: 'abgeschlossen',
}

const TRANSITION_REFUSED = 'Eine Bestellung mit dem Status „{status}“ kann nicht {action} werden.'

/** 'Eine Bestellung mit dem Status „Abgeschlossen“ kann nicht storniert werden.' */
export function transitionRefusedMessage(status: OrderStatus, action: OrderAction): string {
  return fillPlaceholders(TRANSITION_REFUSED, { status: ORDER_STATUS_LABELS[status], action: ORDER_ACTION_PHRASES[action] })
}

/** Public status screen (ordering-storefront.md sections 2, 4 and 8). */
export const STATUS_SCREEN_TEXTS = {
  thankYouHeading: 'Vielen Dank für Ihre Bestellung!',
  cancelledHeading: 'Bestellung storniert',
  failedHeading: 'Bestellung fehlgeschlagen',
  cancelled: 'Ihre Bestellung wurde storniert.',
  failed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  waitingForConfirmation: 'Ihre Bestellung ist eingegangen und wartet auf die Bestätigung.',
  waitingForPayment: 'Wir warten noch auf den Eingang Ihrer Zahlung.',
  preparing: 'Ihre Bestellung wurde bestätigt und wird vorbereitet.',
  onTheWay: 'Ihre Bestellung ist unterwegs.',
  readyForPickup: 'Ihre Bestellung ist abholbereit.',
  completed: 'Ihre Bestellung ist abgeschlossen.',
  delivered: 'Ihre Bestellung wurde zugestellt.',
} as const

/** The four timeline steps; the third and fourth depend on delivery vs pickup. */
export const TIMELINE_TEXTS = {
  confirmation: 'Bestätigung',
  preparation: 'Vorbereitung',
  onTheWay: 'Unterwegs',
  readyForPickup: 'Abholbereit',
  completed: ORDER_STATUS_LABELS.completed,
  delivered: 'Zugestellt',
} as const

/** Counter-appointment prompt; {date} as DD.MM.YYYY, {time} as HH:mm. */
export const COUNTER_APPOINTMENT_TEXTS = {
  question: 'Leider ist Ihr Wunschtermin nicht möglich. Wir schlagen Ihnen stattdessen den {date} um {time} Uhr vor. Ist dieser Termin für Sie in Ordnung?',
  confirm: 'Ja',
  reject: 'Nein, Bestellung stornieren',
} as const

/** Label of the order number ticket. */
export const TICKET_LABEL = 'Auftragsnummer'
export const TICKET_LABEL_WITHOUT_TICKETS = 'Bestellnummer'

/** Parts-shop order status (parts-shop-and-site.md section 4). */
export const SHOP_ORDER_STATUS_TEXTS = {
  completed: ORDER_STATUS_LABELS.completed,
  canceled: ORDER_STATUS_LABELS.canceled,
  inProgress: 'In Bearbeitung',
} as const

/** Parts-shop orders screens (parts-shop-and-site.md sections 2 and 8). */
export const SHOP_ORDERS_TEXTS = {
  empty: 'Noch keine Bestellungen vorhanden',
  detailHeading: 'Auftrag {uid}',
  billingRecipient: 'Rechnungsempfänger',
  goodsRecipient: 'Warenempfänger',
  sameAsBilling: 'Lieferadresse gleich wie Rechnungsadresse',
  reorder: 'Erneut bestellen',
} as const

/** 'Auftrag 20261121-0042' */
export function shopOrderDetailHeading(uid: string): string {
  return fillPlaceholders(SHOP_ORDERS_TEXTS.detailHeading, { uid })
}

/** Questionnaire (ordering-storefront.md sections 3 and 5). */
export const QUESTIONNAIRE_TEXTS = {
  rating: 'Gesamteindruck',
  foodRating: 'Essen',
  serviceRating: 'Service',
  processRating: 'Bestellablauf',
  comment: 'Kommentar (optional)',
  ratingRequired: 'Bitte vergeben Sie 1 bis 5 Sterne.',
  commentTooLong: 'Der Kommentar darf höchstens {max} Zeichen lang sein.',
} as const

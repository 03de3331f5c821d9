import { z } from 'zod'

import { FINAL_STATUSES, ORDER_STATUSES, type OrderAction, type OrderStatus } from '../orders'
import type { DeliveryMode } from '../delivery/types'

/**
 * The order desk's calls between server and browser (back-office.md section 7, Orders
 * administration): the keyed kitchen and pickup displays, the staff lists behind 'Heute'
 * (current, missed, history), the status actions, line corrections and printing. The endpoints
 * parse the bodies with these schemas and answer these types; the boards and the admin's order
 * view send and read the same (its resend and payment calls answer the types of ordering.ts).
 */

// Shapes shared by the answers

type PaymentMethod = 'cash' | 'atm-card' | 'hydro-ag-voucher' | 'mollie' | 'datatrans' | 'invoice'
type PaymentStatus = 'open' | 'paid' | 'failed' | 'onSite'

/** Where a delivery goes: street, zip code and city as far as the order has them. */
export interface DeliveryAddress {
  street: string | null
  zipCode: string | null
  city: string | null
}

/** What every board card shows besides the order's own head and items (derived on the server). */
export interface BoardCardFields {
  /** The day's running number of the order number (what the counter calls out). */
  ticket: string
  /** The company name, else first and last name; null when the order has none. */
  customerName: string | null
  /** Where a delivery goes (the different delivery address when there is one); null for pickup and dine-in. */
  deliveryAddress: DeliveryAddress | null
  /** The order's gross total with two decimals, '12.90'. */
  total: string
  /** The total depends on weighed items ('ca.'). */
  isApproximateTotal: boolean
  paymentStatus: PaymentStatus | null
  paymentMethod: PaymentMethod | null
  /** Expected ready time given when staff accepted with a preparation time (ISO), else null. */
  readyAt: string | null
}

// GET /api/orders/backoffice/{branchId}/{apiKey} (kitchen board, no session)

/** One line as the kitchen reads it. */
export interface KitchenItem {
  id: string | null
  name: string
  amount: number
  unit: string | null
  /** The chosen options ('Pommes, Ketchup'). */
  partsSummary: string | null
  comment: string | null
}

/** One of today's orders on the kitchen board: no e-mail, no phone, no raw name or address fields. */
export interface KitchenOrder extends BoardCardFields {
  id: number
  uid: string | null
  status: OrderStatus
  mode: DeliveryMode | null
  appointment: string | null
  counterAppointment: string | null
  createdAt: string
  tableIdentifier: string | null
  comment: string | null
  items: KitchenItem[]
}

export interface KitchenBoardAnswer {
  docs: KitchenOrder[]
}

// GET /api/orders/frontdesk/{branchId}/{apiKey} (pickup screen, no session)

/** A ticket of the pickup screen: no names, no contact data, no prices, no items. */
export interface PickupTicket {
  uid: string | null
  ticket: string
  status: OrderStatus
  appointment: string | null
}

export interface PickupScreenAnswer {
  docs: PickupTicket[]
}

// GET /api/orders/current, /api/orders/missed, /api/orders/history (staff session)

/** The branch of a staff list entry: its name and identifier are populated. */
type BranchName = { id: number; name: string; identifier: string }

/** The order head of the staff lists, as Payload answers the selected fields (empty ones null). */
export type StaffOrderHead = {
  id: number
  uid?: string | null
  shop?: 'ordering' | 'parts' | null
  branch?: number | BranchName | null
  mode?: DeliveryMode | null
  status: OrderStatus
  statusChangedAt?: string | null
  appointment?: string | null
  counterAppointment?: string | null
  readyAt?: string | null
  createdAt: string
  tableIdentifier?: string | null
  deliveryArea?: string | null
  isCompany?: boolean | null
  companyName?: string | null
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  phone?: string | null
  comment?: string | null
  paymentMethod?: PaymentMethod | null
  paymentStatus?: PaymentStatus | null
  rejectionMessage?: string | null
  totals?: { gross?: number | null; deliveryFee?: number | null; isApproximate?: boolean | null }
}

export type StaffListItem = {
  id?: string | null
  name: string
  amount: number
  unit?: string | null
  partsSummary?: string | null
  comment?: string | null
  gross?: number | null
}

/** An entry of the current and missed lists: the head, its lines, the card fields and the address they came from. */
export type StaffListOrder = StaffOrderHead &
  BoardCardFields & {
    items?: StaffListItem[] | null
    street?: string | null
    zipCode?: string | null
    city?: string | null
    isDeliveryAddressDifferent?: boolean | null
    deliveryStreet?: string | null
    deliveryZipCode?: string | null
    deliveryCity?: string | null
  }

/** GET /api/orders/current (?branch=): open orders and today's finished ones. */
export type CurrentOrdersAnswer = { docs: StaffListOrder[] }

/** GET /api/orders/missed (?branch=): pending orders nobody reacted to within 15 minutes. */
export type MissedOrdersAnswer = { docs: StaffListOrder[] }

/** GET /api/orders/history: Payload's page of order heads, newest first. */
export type OrderHistoryAnswer = {
  docs: StaffOrderHead[]
  totalDocs: number
  limit: number
  totalPages: number
  page?: number
  pagingCounter: number
  hasPrevPage: boolean
  hasNextPage: boolean
  prevPage?: number | null
  nextPage?: number | null
}

// Answers of the actions (staff session)

/**
 * An order as stored, as the API answers it at depth 0: the answer carries all of the order's
 * fields; named here are those the screens read.
 */
export type StoredOrder = {
  id: number
  uid?: string | null
  hash?: string | null
  status: OrderStatus
  counterAppointment?: string | null
  readyAt?: string | null
  updatedAt: string
  createdAt: string
}

/** POST /api/orders/{id}/status/{action}: the order after the change. */
export type OrderStatusAnswer = { order: StoredOrder }

/** PUT /api/orders/{id}/items/{index}: the order with the line and the totals priced anew. */
export type OrderItemAnswer = { order: StoredOrder }

/** POST /api/orders/{id}/print: the queued print job as stored (depth 0). */
export type PrintAnswer = { printJob: { id: number; status: 'queued' | 'printed' | 'failed'; attempts: number; createdAt: string } }

/** GET /api/orders/{id}?select[uid]&select[hash]: what the public status page's address is made of. */
export type OrderLinkAnswer = Pick<StoredOrder, 'id' | 'uid' | 'hash'>

/** GET /api/users/me: the signed-in account as the boards read it (null without a session). */
export type StaffSessionAnswer = {
  user: { collection?: string; roles?: string[] | null; branches?: (number | { id: number })[] | null } | null
}

// Request bodies and parameters

/** German messages of the desk's request checks. */
export const DESK_INPUT_TEXTS = {
  counterAppointmentInvalid: 'Bitte geben Sie den Gegenvorschlag als Datum mit Uhrzeit an.',
  counterAppointmentPast: 'Der Gegenvorschlag muss in der Zukunft liegen.',
  preparationMinutesInvalid: 'Bitte geben Sie die Zubereitungszeit als ganze Zahl von 1 bis 240 Minuten an.',
  preparationOrCounterAppointment: 'Bitte geben Sie entweder eine Zubereitungszeit oder einen anderen Termin an, nicht beides.',
  rejectionMessageTooLong: 'Die Begründung darf höchstens 1000 Zeichen lang sein.',
  amountInvalid: 'Bitte geben Sie eine Menge größer als 0 an.',
  itemCommentTooLong: 'Der Kommentar darf höchstens 500 Zeichen lang sein.',
  itemChangeMissing: 'Bitte geben Sie eine neue Menge oder einen Kommentar an.',
  branchInvalid: 'Bitte wählen Sie eine gültige Filiale.',
  dayInvalid: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
  statusInvalid: 'Bitte wählen Sie einen gültigen Status.',
  pageInvalid: 'Die Seite muss eine ganze Zahl ab 1 sein.',
  limitInvalid: 'Pro Seite sind 1 bis 100 Einträge möglich.',
  searchTooLong: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
} as const
const T = DESK_INPUT_TEXTS

// POST /api/orders/{id}/status/{action}

const REJECTION_MESSAGE_MAX_LENGTH = 1000

/** The preparation time staff may give when they accept an order, in whole minutes. */
const PREPARATION_MINUTES = { min: 1, max: 240 } as const

const counterAppointment = z
  .iso.datetime({ offset: true, error: T.counterAppointmentInvalid, abort: true })
  .refine((value) => new Date(value).getTime() > Date.now(), { error: T.counterAppointmentPast })
  .nullish()

const preparationMinutes = z
  .number({ error: T.preparationMinutesInvalid })
  .int({ error: T.preparationMinutesInvalid })
  .min(PREPARATION_MINUTES.min, { error: T.preparationMinutesInvalid })
  .max(PREPARATION_MINUTES.max, { error: T.preparationMinutesInvalid })
  .nullish()

const rejectionMessage = z
  .string({ error: T.rejectionMessageTooLong })
  .trim()
  .max(REJECTION_MESSAGE_MAX_LENGTH, { error: T.rejectionMessageTooLong })
  .nullish()
  .transform((value) => (value ? value : null))

/** Accepting with a preparation time and proposing another time exclude each other. */
const confirmBody = z.object({ counterAppointment, preparationMinutes }).superRefine((body, context) => {
  if (body.counterAppointment && body.preparationMinutes) {
    context.addIssue({ code: 'custom', path: ['preparationMinutes'], message: T.preparationOrCounterAppointment })
  }
})
const messageBody = z.object({ rejectionMessage })
const emptyBody = z.object({})

/**
 * The body of POST /orders/{id}/status/{action}: confirm may carry either a counter appointment
 * (an ISO date-time with offset, in the future: proposes another time) or a preparation time
 * (whole minutes 1–240: accepts and sets the expected ready time), reject and cancel a rejection
 * message (≤ 1000 characters); other keys are ignored.
 */
export function statusBodySchema(action: OrderAction) {
  if (action === 'confirm') return confirmBody
  if (action === 'reject' || action === 'cancel') return messageBody
  return emptyBody
}

/** What a screen sends with a status action (each key only with the actions that take it). */
export type StatusChangeRequest = z.input<typeof confirmBody> & z.input<typeof messageBody>

// PUT /api/orders/{id}/items/{index}

const ITEM_COMMENT_MAX_LENGTH = 500

/** '2', '1,5' and 2 are amounts; anything else fails the number check. */
const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value)

/**
 * Body of PUT /orders/{id}/items/{index}: a new `amount` (> 0, in the line's unit) and/or a new
 * `comment` (≤ 500 characters, empty clears it). Everything else of a line stays as ordered.
 */
export const itemChangeBody = z
  .object({
    amount: z.preprocess(toNumber, z.number({ error: T.amountInvalid }).positive({ error: T.amountInvalid }).max(100_000, { error: T.amountInvalid }).optional()),
    comment: z
      .string({ error: T.itemCommentTooLong })
      .trim()
      .max(ITEM_COMMENT_MAX_LENGTH, { error: T.itemCommentTooLong })
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((body) => body.amount !== undefined || body.comment !== undefined, { error: T.itemChangeMissing, path: ['amount'] })

export type ItemChange = z.infer<typeof itemChangeBody>

/** What the line editor sends: the amount as typed ('1,5') or a number, the comment ('' clears it). */
export type ItemChangeRequest = { amount?: number | string; comment?: string | null }

// GET /api/orders/history (query parameters)

const DAY = /^\d{4}-\d{2}-\d{2}$/
const optional = (value: unknown) => (value === null || value === '' ? undefined : value)

const day = z.preprocess(optional, z.string().regex(DAY, { error: T.dayInvalid }).optional())

/** `status`: one status, several separated by commas, or 'final' (completed, rejected, canceled, failed). */
const statuses = z.preprocess(
  optional,
  z
    .string()
    .transform((value) => (value === 'final' ? [...FINAL_STATUSES] : value.split(',').map((part) => part.trim())))
    .pipe(z.array(z.enum(ORDER_STATUSES, { error: T.statusInvalid })))
    .optional(),
)

const positiveInt = (message: string, max?: number) => {
  const base = z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message })
  return z.preprocess(optional, (max ? base.max(max, { error: message }) : base).optional())
}

/** Query of GET /orders/history. Dates are calendar days in the shop's time zone, both inclusive. */
export const historyQuery = z.object({
  from: day,
  to: day,
  status: statuses,
  branch: positiveInt(T.branchInvalid),
  // No NUL character: PostgreSQL refuses it in a query.
  search: z.preprocess(optional, z.string().trim().max(100, { error: T.searchTooLong }).refine((value) => !value.includes('\u0000')).optional()),
  page: positiveInt(T.pageInvalid).transform((value) => value ?? 1),
  limit: positiveInt(T.limitInvalid, 100).transform((value) => value ?? 25),
})

export type HistoryQuery = z.infer<typeof historyQuery> & { status?: OrderStatus[] }

/** The history filters alone, without paging: what the plain list GET /orders takes for staff. */
export const historyFilters = historyQuery.pick({ from: true, to: true, status: true, branch: true, search: true })
export const HISTORY_FILTER_NAMES = Object.keys(historyFilters.shape) as (keyof typeof historyFilters.shape)[]

/**
 * The calls of branch ordering (ordering-storefront.md sections 3, 4, 5 and 7; docs/api.md): the
 * zod schemas of their request bodies, read by the endpoints, and the answers the endpoints give
 * and the storefront's screens read through storefront/ui/api.ts.
 */
import { z } from 'zod'

import { CHECKOUT_MESSAGES } from '../cart/checkoutMessages'
import { CHECKOUT_PAYMENT_METHODS, type PaymentMethod } from '../cart/payment'
import type { StatusScreenOrder } from '../orders/customerStage'
import { RATING_FIELDS } from '../orders/questionnaire'
import type { CartQuote } from '../pricing/quoteCart'
import { qrIdentifierOf } from '../qr/identifier'
import type { BranchOpenState } from '../schedule/branchOpenState'
import type { BranchStatusTexts } from '../schedule/statusTexts'
import type { ClockWindow } from '../slots/clockWindows'
import type { Appointment } from '../slots/earliest'
import { UNIT_NAMES } from '../units/units'

/** One message of a refusal or of a left-out cart line, with the field it is about where there is one. */
interface FieldMessage {
  field?: string
  message: string
}

const text = (max = 200) => z.string().trim().max(max, `Höchstens ${max} Zeichen.`).optional().nullable()
const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)])
const deliveryMode = (error?: string) => z.enum(['takeaway', 'delivery', 'dineIn'], error ? { error } : undefined)

const uploadRef = z.object({ id, publicHash: z.string().max(100).optional().nullable() }).passthrough()
const partValue = z.union([z.string().max(2000), z.array(z.string().max(200)).max(50), z.array(uploadRef).max(20), z.null()]).optional()

/** One cart line as the browser sends it (branch ordering and the parts shop); any price it adds is ignored. */
export const itemInput = z.object({
  product: id,
  amount: z.union([z.number(), z.string().max(20)]),
  unit: z.enum(UNIT_NAMES).optional().nullable(),
  parts: z.array(partValue).max(30).optional().nullable(),
})

export type ItemInput = z.infer<typeof itemInput>

/**
 * POST /api/orders, the checkout of the food ordering storefront (ordering-storefront.md section 3,
 * Order form); `shop: 'ordering'` is optional (src/server/orders/checkoutShop.ts).
 */
export const orderingCheckoutInput = z.object({
  shop: z.literal('ordering').nullish(),
  branch: z.union([id, z.string().trim().min(1).max(100)]),
  isDelivery: z.boolean().optional().default(false),
  isDineIn: z.boolean().optional().default(false),
  isCompany: z.boolean().optional().default(false),
  companyName: text(),
  company: text(),
  firstName: text(100),
  lastName: text(100),
  street: text(),
  floor: text(20),
  stairway: text(20),
  door: text(20),
  zipCode: text(20),
  city: text(100),
  country: z.enum(['AT', 'DE', 'CH', 'LI']).optional().default('AT'),
  vatNumber: text(30),
  phone: text(40),
  email: text(200),
  isDeliveryAddressDifferent: z.boolean().optional().default(false),
  isDeliveryCompany: z.boolean().optional().default(false),
  deliveryCompanyName: text(),
  deliveryFirstName: text(100),
  deliveryLastName: text(100),
  deliveryStreet: text(),
  deliveryFloor: text(20),
  deliveryStairway: text(20),
  deliveryDoor: text(20),
  deliveryZipCode: text(20),
  deliveryCity: text(100),
  deliveryCountry: z.enum(['AT', 'DE', 'CH', 'LI']).optional().nullable(),
  deliveryArea: text(),
  comment: text(2000),
  appointmentDate: z.string().max(40).optional().nullable(),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Bitte wählen Sie eine verfügbare Zahlungsart.' }).optional().default('cash'),
  legalInstructions: z.boolean().optional().default(false),
  privacyPolicy: z.boolean().optional().default(false),
  table: id.optional().nullable(),
  donatee: id.optional().nullable(),
  /** The identifier of the QR code the visit came from; anything that is no identifier is ignored, never an error. */
  qrCode: z.unknown().optional().transform(qrIdentifierOf),
  items: z.array(itemInput).max(100, 'Ihr Warenkorb enthält zu viele Positionen.'),
})

export type OrderingCheckout = z.infer<typeof orderingCheckoutInput>

/**
 * The answer of POST /api/orders (201 for a new order, 200 for a retry with the same
 * Idempotency-Key): the order's public link, or the payment page of an online payment.
 */
export type OrderPlacement = { uid: string; hash: string } | { paymentRedirectUrl: string }

/** POST /api/cart/quote: the branch, the mode, the delivery area and the cart lines (prices are the server's). */
export const cartQuoteInput = z.object({
  branch: z.union([z.number().int().positive(), z.string().trim().min(1).max(100)]),
  mode: deliveryMode('Bitte wählen Sie Abholung, Lieferung oder Vor Ort.'),
  deliveryArea: z.string().trim().max(200).optional().nullable(),
  items: z.array(itemInput).max(100, CHECKOUT_MESSAGES.tooManyItems),
})

/** The answer of POST /api/cart/quote: the quote of the lines that can be ordered; the others are reported in `errors`. */
export type CartQuoteAnswer = CartQuote & { errors: FieldMessage[] }

/** GET /api/branches/{id}/availability: its query (at=ISO, mode, date=YYYY-MM-DD, products=1,2). */
export const branchAvailabilityQuery = z.object({
  at: z.iso.datetime({ offset: true, error: 'Bitte geben Sie einen Zeitpunkt im ISO-Format an.' }).optional(),
  date: z.iso.date({ error: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.' }).optional(),
  mode: deliveryMode().optional().default('takeaway'),
  // Up to 100 product ids, each within PostgreSQL's integer range.
  products: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/).optional(),
})

export type BranchAvailabilityQuery = z.input<typeof branchAvailabilityQuery>

/**
 * The answer of GET /api/branches/{id}/availability: the open state, its German texts, and for the
 * pickers the earliest slot, the selectable days and the chosen day's windows (null without `date`).
 */
export interface BranchAvailability extends BranchOpenState {
  texts: BranchStatusTexts
  earliestSlot: Appointment | null
  days: string[]
  windows: ClockWindow[] | null
}

/** POST /api/orders/public/{uid}/{hash}/questionnaire: the ratings are checked by the domain rule (spec's messages), the comment must be text. */
export const questionnaireInput = z.object({
  ...Object.fromEntries(RATING_FIELDS.map((field) => [field, z.unknown().optional()])),
  comment: z.string().nullish(),
})

/** The customer's answer to a counter appointment: POST …/confirm-counter-appointment or …/reject-counter-appointment, with an empty body. */
export type CounterAppointmentAnswer = 'confirm' | 'reject'

/** The branch contact the public order carries. */
export interface PublicOrderBranch {
  id: number
  name?: string | null
  identifier?: string | null
  street?: string | null
  zipCode?: string | null
  city?: string | null
  phone?: string | null
  email?: string | null
}

/** A document of the order (the order acknowledgement) with the path it is served at through the order's link. */
interface PublicOrderDocument {
  id: number
  version?: number | null
  extension?: string | null
  name?: string | null
  url?: string | null
}

/**
 * The status screen's view of an order (GET /api/orders/public/{uid}/{hash}, and the answer of the
 * questionnaire and counter-appointment calls): status flags, appointment data, branch contact and
 * documents, nothing personal beyond.
 */
export interface PublicOrder extends StatusScreenOrder {
  id: number
  uid: string
  hash: string
  shop?: 'ordering' | 'parts' | null
  paymentMethod?: PaymentMethod | null
  appointmentDate?: string | null
  appointment?: string | null
  /** Expected ready time (ISO) when staff accepted with a preparation time. */
  readyAt?: string | null
  tableIdentifier?: string | null
  questionnaireRating?: number | null
  branch?: PublicOrderBranch | number | null
  snapshot?: { orderAcknowledgement?: PublicOrderDocument | null; trackingUrl?: string | null } | null
}

/** POST /api/orders/{id}/update-payment-status (staff): the payment status after asking the provider. */
export interface PaymentStatusAnswer {
  paymentStatus: string | null
}

/** POST /api/orders/{id}/resend-new-order-email and …/resend-new-order-sms (staff): the confirmation shown. */
export interface ResendAnswer {
  message: string
}

/** What a file part takes: 'image' for image(s) parts (JPG, PNG, GIF), 'file' for file(s) parts. */
const UPLOAD_KINDS = ['image', 'file'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/** POST /api/uploads/customer: a visitor's file for an image or file part, as a data URL (ordering-storefront.md section 7). */
export const customerUploadInput = z.object({
  name: z.string({ error: 'Bitte wählen Sie eine Datei aus.' }).trim().min(1, 'Bitte wählen Sie eine Datei aus.').max(200, 'Der Dateiname ist zu lang.'),
  dataUrl: z.string({ error: 'Bitte wählen Sie eine Datei aus.' }),
  kind: z.enum(UPLOAD_KINDS).optional().default('file'),
})

export type CustomerUploadBody = z.input<typeof customerUploadInput>

/** The answer of POST /api/uploads/customer (201): the upload as a cart part keeps it. */
export interface CustomerUpload {
  id: number
  version: number
  extension?: string | null
  publicHash?: string | null
  mimeType: string
  name: string
}

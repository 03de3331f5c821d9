import { deliveryModeOf } from '@/src/domain/cart/deliveryMode'
import { missingCheckoutFields, type OrderFormField } from '@/src/domain/cart/checkoutFields'
import { MISSING_FIELD_MESSAGES } from '@/src/domain/cart/checkoutMessages'
import type { PaymentMethod } from '@/src/domain/cart/payment'
import { normalizePhone, phoneHint } from '@/src/domain/phone'
import { leadTimesOfItems } from '@/src/domain/slots/leadTime'
import type { Cart } from '@/src/domain/cart/types'

import type { CheckoutBranch } from '../data/loadCheckout'
import { type CountryCode, DEFAULT_COUNTRY } from './texts'

/** What the customer types into the checkout; mode, delivery area, appointment and comment live in the cart. */
export interface CheckoutForm {
  firstName: string
  lastName: string
  email: string
  phone: string
  street: string
  floor: string
  stairway: string
  door: string
  zipCode: string
  city: string
  country: CountryCode
  table: number | null
  donatee: number | null
  paymentMethod: PaymentMethod | null
  legalInstructions: boolean
  privacyPolicy: boolean
}

export type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'floor' | 'stairway' | 'door' | 'zipCode' | 'city'

/** An error of the form or of the server: the field it belongs to (if any) and the German message. */
export interface CheckoutError {
  field?: string
  message: string
}

export const emptyForm = (paymentMethod: PaymentMethod | null): CheckoutForm => ({
  firstName: '', lastName: '', email: '', phone: '', street: '', floor: '', stairway: '', door: '', zipCode: '', city: '',
  country: DEFAULT_COUNTRY, table: null, donatee: null, paymentMethod, legalInstructions: false, privacyPolicy: false,
})

/** The id of a form control, so an error entry can point at it. */
export const fieldId = (field: string): string => `checkout-${field.replace(/\./g, '-')}`

/** The field values the domain's requirement rules look at. */
const requirementValues = (form: CheckoutForm, cart: Cart): Partial<Record<OrderFormField, unknown>> => ({
  ...form,
  deliveryArea: cart.order.deliveryArea,
  appointmentDate: cart.order.appointment,
})

type AppointmentRules = typeof import('@/src/domain/slots/validateAppointment')

let appointmentRules: Promise<AppointmentRules> | null = null

/**
 * The appointment rules carry the schedule's zone and calendar code, most of the checkout's script
 * otherwise: loaded once the visitor starts on the form (and at the latest on sending), not with the
 * page. A failed load is tried again next time.
 */
export function loadAppointmentRules(): Promise<AppointmentRules> {
  appointmentRules ??= import('@/src/domain/slots/validateAppointment').catch((error: unknown) => {
    appointmentRules = null
    throw error
  })
  return appointmentRules
}

/** The appointment's problem, if any; none when the rules could not be loaded (the server checks it again). */
async function appointmentError(cart: Cart, branch: CheckoutBranch, now: Date): Promise<CheckoutError | null> {
  const rules = await loadAppointmentRules().catch(() => null)
  const problem = rules?.validateAppointment({ branch, mode: deliveryModeOf(cart), appointment: cart.order.appointment, now, leadTimes: leadTimesOfItems(cart.items) })
  return problem ? { field: 'appointmentDate', message: problem.message } : null
}

/**
 * The problems the browser can see before sending (ordering-storefront.md section 5): required
 * fields per mode and branch, the phone format, a missing or unavailable appointment and the two
 * legal checkboxes. The server checks all of it again and more.
 */
export async function checkoutFormErrors(form: CheckoutForm, cart: Cart, branch: CheckoutBranch, now: Date): Promise<CheckoutError[]> {
  const mode = deliveryModeOf(cart)
  const errors: CheckoutError[] = []
  for (const field of missingCheckoutFields(branch, mode, requirementValues(form, cart))) {
    if (field === 'appointmentDate') continue
    errors.push({ field, message: MISSING_FIELD_MESSAGES[field] ?? MISSING_FIELD_MESSAGES.firstName! })
  }
  const hint = phoneHint(form.phone, form.country)
  if (hint && !errors.some((error) => error.field === 'phone')) errors.push({ field: 'phone', message: hint })
  const appointment = await appointmentError(cart, branch, now)
  if (appointment) errors.push(appointment)
  const order: string[] = ['firstName', 'lastName', 'email', 'phone', 'deliveryArea', 'street', 'zipCode', 'city', 'country', 'table', 'appointmentDate', 'legalInstructions', 'privacyPolicy']
  return errors.sort((a, b) => order.indexOf(a.field ?? '') - order.indexOf(b.field ?? ''))
}

/**
 * The body of POST /api/orders: the order form plus mode flags and items (prices are the server's
 * business), marked as a branch order (`shop: 'ordering'`; the parts shop sends 'parts'), and the
 * QR code the visit came from (`qrCode`, kept with the cart).
 */
export function orderBody(form: CheckoutForm, cart: Cart & { qrCode?: string | null }, branch: CheckoutBranch) {
  const mode = deliveryModeOf(cart)
  return {
    shop: 'ordering' as const,
    ...form,
    phone: form.phone ? normalizePhone(form.phone) : '',
    branch: branch.id,
    isDelivery: mode === 'delivery',
    isDineIn: mode === 'dineIn',
    table: mode === 'dineIn' ? form.table : null,
    deliveryArea: mode === 'delivery' ? (cart.order.deliveryArea ?? null) : null,
    comment: cart.order.comment ?? '',
    appointmentDate: cart.order.appointment ?? null,
    paymentMethod: form.paymentMethod ?? undefined,
    items: cart.items.map((item) => ({ product: item.product.id, amount: item.amount, unit: item.unit ?? null, parts: item.parts ?? [] })),
    qrCode: cart.qrCode ?? null,
  }
}

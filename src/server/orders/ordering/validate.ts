import { availableModes, deliveryModeOf } from '@/src/domain/cart/deliveryMode'
import { missingCheckoutFields } from '@/src/domain/cart/checkoutFields'
import { CHECKOUT_MESSAGES, MISSING_FIELD_MESSAGES } from '@/src/domain/cart/checkoutMessages'
import { offeredPaymentMethods } from '@/src/domain/cart/payment'
import type { OrderingCheckout } from '@/src/domain/contracts/ordering'
import { normalizePhone, phoneHint } from '@/src/domain/phone'
import { quoteCart, type CartQuote } from '@/src/domain/pricing'
import { branchStatusTexts } from '@/src/domain/schedule'
import { leadTimesOfItems } from '@/src/domain/slots/leadTime'
import { validateAppointment } from '@/src/domain/slots/validateAppointment'
import type { Branch } from '@/src/domain/branches/types'
import type { CartItem } from '@/src/domain/cart/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import type { FieldError } from '@/src/server/http/apiError'
import type { OrderingContext } from './context'
import { openStateOfMinute } from './openStateOfMinute'
import { checkItems } from './items'

export type CheckedOrdering = { branch: Branch & { id: number }; mode: DeliveryMode; items: CartItem[]; quote: CartQuote; phone: string | null }
export type OrderingCheck = { ok: true; order: CheckedOrdering } | { ok: false; errors: FieldError[] }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * Every rule a food order must satisfy before it is stored (ordering-storefront.md sections 4 and
 * 5): branch and mode, opening or preorder, appointment, per-mode contact fields, table, delivery
 * area and minimum order, legal consent, orderable products with complete configurations, payment
 * method and donation recipient. Prices come from the server's own quote.
 */
export function validateOrdering(input: OrderingCheckout, context: OrderingContext): OrderingCheck {
  const branch = context.branch
  if (!branch || !branch.isEnabled) return { ok: false, errors: [{ field: 'branch', message: CHECKOUT_MESSAGES.branchUnavailable }] }
  const mode = deliveryModeOf(input)
  const errors: FieldError[] = []
  if (!availableModes(branch).includes(mode)) errors.push({ field: mode === 'dineIn' ? 'isDineIn' : 'isDelivery', message: CHECKOUT_MESSAGES.modeUnavailable })
  if (input.items.length === 0) errors.push({ field: 'items', message: CHECKOUT_MESSAGES.emptyCart })

  const { items, errors: itemErrors } = checkItems(input.items, context)
  errors.push(...itemErrors)
  errors.push(...contactErrors(input, branch, mode))
  if (mode === 'dineIn' && input.table && !context.table) errors.push({ field: 'table', message: CHECKOUT_MESSAGES.unknownTable })

  const quote = quoteCart({ branch, mode, deliveryAreaName: input.deliveryArea, items, now: context.now, currency: context.settings.currency })
  if (mode === 'delivery' && input.deliveryArea && quote.isDeliveryAreaMissing) errors.push({ field: 'deliveryArea', message: CHECKOUT_MESSAGES.unknownDeliveryArea })
  if (quote.minimumOrder && !quote.minimumOrder.isReached) {
    errors.push({ field: 'deliveryArea', message: [quote.minimumOrder.message, quote.minimumOrder.suggestion].filter(Boolean).join(' ') })
  }
  errors.push(...openingErrors(input, branch, mode, items, context.now))
  if (!offeredPaymentMethods(context.settings, branch).some((method) => method.id === input.paymentMethod)) {
    errors.push({ field: 'paymentMethod', message: CHECKOUT_MESSAGES.paymentMethodUnavailable })
  }
  if (input.donatee && (!context.donatee || !context.settings.enablePluginDonations)) errors.push({ field: 'donatee', message: CHECKOUT_MESSAGES.unknownDonatee })

  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, order: { branch, mode, items, quote, phone: input.phone ? normalizePhone(input.phone) : null } }
}

function contactErrors(input: OrderingCheckout, branch: Branch, mode: DeliveryMode): FieldError[] {
  const errors: FieldError[] = missingCheckoutFields(branch, mode, input).flatMap((field) =>
    field === 'appointmentDate' ? [] : [{ field, message: MISSING_FIELD_MESSAGES[field] ?? MISSING_FIELD_MESSAGES.firstName! }],
  )
  const filled = new Set(errors.map((error) => error.field))
  if (input.email && !filled.has('email') && !EMAIL.test(input.email)) errors.push({ field: 'email', message: CHECKOUT_MESSAGES.invalidEmail })
  const hint = input.phone ? phoneHint(normalizePhone(input.phone), input.country) : null
  if (hint && !filled.has('phone')) errors.push({ field: 'phone', message: hint })
  return errors
}

/** Closed without preorders, delivery closed, or an appointment outside the hours (or missing). */
function openingErrors(input: OrderingCheckout, branch: Branch, mode: DeliveryMode, items: CartItem[], now: Date): FieldError[] {
  const state = openStateOfMinute(branch, now)
  const isOpen = mode === 'delivery' ? state.isDeliveryOpen : state.isOpen
  if (!isOpen && !branch.isPreorderEnabled) {
    const texts = branchStatusTexts(branch, now)
    const lines = (mode === 'delivery' && state.isOpen ? texts.checkoutDelivery : texts.checkoutClosed) ?? []
    return [{ message: lines.join(' ') }]
  }
  const problem = validateAppointment({ branch, mode, appointment: input.appointmentDate, now, leadTimes: leadTimesOfItems(items) })
  return problem ? [{ field: 'appointmentDate', message: problem.message }] : []
}

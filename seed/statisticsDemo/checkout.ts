import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { ApiError } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'
import { requestFingerprint } from '@/src/server/orders/idempotency'
import { orderingCheckoutInput } from '@/src/domain/contracts/ordering'
import { insertOrder } from '@/src/server/orders/insertOrder'
import { orderingOrderData } from '@/src/server/orders/ordering/snapshot'
import type { OrderData } from '@/src/server/orders/prepared'
import { validateOrdering } from '@/src/server/orders/ordering/validate'

import type { PlannedOrder } from './orderPlan'

/** A planned order as the checkout priced it: the order document and the body it came from. */
export type PricedOrder = { plan: PlannedOrder; data: OrderData; body: Record<string, unknown> }

/** The body the storefront's checkout would send for the order (POST /api/orders). */
function checkoutBody(order: PlannedOrder): Record<string, unknown> {
  const { customer, delivery } = order
  return {
    branch: order.branch.id,
    isDelivery: order.mode === 'delivery',
    isDineIn: order.mode === 'dineIn',
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    ...(delivery ? { deliveryArea: delivery.area, street: delivery.street, zipCode: delivery.zipCode, city: delivery.city, country: 'AT' } : {}),
    ...(order.table ? { table: order.table.id } : {}),
    ...(order.appointment ? { appointmentDate: order.appointment } : {}),
    ...(order.code ? { qrCode: order.code.identifier } : {}),
    comment: order.comment ?? '',
    paymentMethod: order.paymentMethod,
    legalInstructions: true,
    privacyPolicy: true,
    items: order.lines.map((line) => ({ product: line.product.id, amount: line.amount, unit: line.unit, parts: [] })),
  }
}

/**
 * Checks and prices the order with the checkout's own rules at the moment it was placed (opening
 * hours, contact fields, delivery area and minimum order, payment methods, server prices): the
 * branch's cached context, with the table and QR code of this order. Answers why it was refused otherwise.
 */
export function priceOrder(order: PlannedOrder): { ok: true; order: PricedOrder } | { ok: false; reason: string } {
  const body = checkoutBody(order)
  try {
    const input = parseInput(orderingCheckoutInput, body)
    const context = { ...order.branch.context, now: order.at, table: order.table, qrCode: order.code?.id ?? null, donatee: null }
    const checked = validateOrdering(input, context)
    if (!checked.ok) return { ok: false, reason: checked.errors.map((error) => error.message).join(' ') }
    return { ok: true, order: { plan: order, body, data: orderingOrderData(input, checked.order, context) } }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, reason: error.message }
    throw error
  }
}

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000)

/**
 * The workflow status the order has reached by `now`: its outcome once settled; before that (the
 * last orders of today) pending for the first minutes, then confirmed (on its way, for delivery).
 */
function statusAt(plan: PlannedOrder, now: Date): Pick<OrderData, 'status' | 'statusChangedAt' | 'rejectionMessage'> {
  const settledAt = minutesAfter(plan.at, plan.settledAfter)
  if (settledAt <= now) return { status: plan.outcome, statusChangedAt: settledAt.toISOString(), rejectionMessage: plan.rejectionMessage }
  const confirmedAt = minutesAfter(plan.at, 6)
  if (plan.outcome !== 'completed' || confirmedAt > now) return { status: 'pending', statusChangedAt: null, rejectionMessage: null }
  const onItsWay = plan.mode === 'delivery' && minutesAfter(plan.at, 30) <= now
  return { status: onItsWay ? 'inDelivery' : 'confirmed', statusChangedAt: (onItsWay ? minutesAfter(plan.at, 30) : confirmedAt).toISOString(), rejectionMessage: null }
}

/** How many orders are written at the same time. */
const PARALLEL = 10

/**
 * Stores the priced orders the way the checkout does (insertOrder: one statement per order with its
 * items and VAT lines, the house's order number and a random link hash), at the moment each was
 * placed, with its idempotency key and request fingerprint, and the status it has reached by `now`.
 * Never announced: no mail, no print job for the past.
 */
export async function storeOrders(payload: Payload, orders: PricedOrder[], now: Date): Promise<void> {
  for (let index = 0; index < orders.length; index += PARALLEL) {
    await Promise.all(
      orders.slice(index, index + PARALLEL).map(({ plan, data, body }) =>
        insertOrder(payload, { ...data, idempotencyKey: plan.key, requestFingerprint: requestFingerprint(body), ...statusAt(plan, now) }, plan.at, null),
      ),
    )
  }
}

/** Statuses the workflow still leads away from. */
const OPEN_STATUSES = ['pending', 'confirmed', 'inDelivery']

/**
 * Moves demo orders stored while they were still open (the last ones of a day seeded before)
 * on to the status they have reached by `now`, in one statement; orders staff have settled stay.
 */
export async function settleStoredOrders(pool: Pool, plans: PlannedOrder[], stored: Map<string, string>, now: Date): Promise<number> {
  const due = plans
    .filter((plan) => OPEN_STATUSES.includes(stored.get(plan.key) ?? ''))
    .map((plan) => ({ key: plan.key, ...statusAt(plan, now) }))
    .filter((order) => order.status !== stored.get(order.key))
  if (due.length === 0) return 0
  await pool.query(
    `UPDATE orders o SET status = u.status::enum_orders_status, status_changed_at = u.changed_at, rejection_message = u.message, updated_at = now()
      FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[]) AS u(key, status, changed_at, message)
      WHERE o.idempotency_key = u.key AND o.status::text = ANY($5::text[])`,
    [due.map((order) => order.key), due.map((order) => order.status), due.map((order) => order.statusChangedAt ?? null), due.map((order) => order.rejectionMessage ?? null), OPEN_STATUSES],
  )
  return due.length
}

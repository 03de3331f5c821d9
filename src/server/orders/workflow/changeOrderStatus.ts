import type { Payload, PayloadRequest } from 'payload'

import { transition, type OrderAction, type OrderStatus } from '@/src/domain/orders'
import type { Order } from '@/src/payload-types'
import { ApiError } from '@/src/server/http/apiError'
import { assertBranchAccess, staffScope } from './staffAccess'
import { onOrderStatusChanged, type OrderStatusChange } from './statusChanged'
import { WORKFLOW_TEXTS as T } from './texts'
import { inTransaction, lockOrder, type LockedOrder } from './transaction'

export interface ChangeOrderStatusOptions {
  /** confirm only: propose this time instead; the order stays pending until the customer answers. */
  counterAppointment?: string | null
  /**
   * confirm only: accept the order with this preparation time in minutes; the expected ready time
   * (now + minutes) is stored in `readyAt` and shown to the customer. Excludes `counterAppointment`.
   */
  preparationMinutes?: number | null
  /** reject and cancel only: shown to the customer with the cancellation. */
  rejectionMessage?: string | null
  /**
   * confirm only: the customer accepted the proposed counter appointment; it becomes the
   * appointment and the order is confirmed (for the public confirm-counter-appointment call).
   */
  acceptCounterAppointment?: boolean
  /** Skip the staff role check, for callers that authorised otherwise (public link with hash). */
  skipStaffCheck?: boolean
}

export interface OrderStatusResult extends OrderStatusChange {
  order: Order
}

type OrderUpdate = Partial<Pick<Order, 'status' | 'statusChangedAt' | 'counterAppointment' | 'rejectionMessage' | 'appointment' | 'readyAt'>>

async function writeChange(payload: Payload, req: PayloadRequest, locked: LockedOrder, action: OrderAction, options: ChangeOrderStatusOptions) {
  const from = locked.status
  const result = transition(from, action)
  if (!result.ok) throw new ApiError(result.message, 409)
  const proposal = action === 'confirm' && options.counterAppointment ? options.counterAppointment : null
  const minutes = action === 'confirm' && options.preparationMinutes ? options.preparationMinutes : null
  if (proposal && minutes) throw new ApiError(T.preparationOrCounterAppointment, 422, 'preparationMinutes')
  const now = Date.now()
  const data: OrderUpdate = proposal
    ? { counterAppointment: new Date(proposal).toISOString() }
    : { status: result.status, statusChangedAt: new Date(now).toISOString() }
  if (minutes) data.readyAt = new Date(now + minutes * 60_000).toISOString()
  if ((action === 'reject' || action === 'cancel') && options.rejectionMessage) data.rejectionMessage = options.rejectionMessage
  if (action === 'confirm' && !proposal && options.acceptCounterAppointment && locked.counterAppointment) {
    Object.assign(data, { appointment: locked.counterAppointment, counterAppointment: null })
  }
  const order = await payload.update({ collection: 'orders', id: locked.id, data, depth: 0, overrideAccess: true, req })
  const to: OrderStatus = proposal ? from : result.status
  return {
    order, from, to,
    counterAppointment: data.counterAppointment ?? undefined,
    rejectionMessage: data.rejectionMessage ?? undefined,
    readyAt: data.readyAt ?? undefined,
  }
}

/**
 * Moves an order by a staff action (cancel, confirm, reject, in-delivery, completed) when the
 * domain allows it from its current status. The status is read under a row lock in a
 * transaction, so of two simultaneous requests only the first moves the order and the second is
 * judged against the new status (409 with the domain's German message).
 *
 * Throws ApiError: 401 without session, 403 for non-staff or another branch's employee,
 * 404 for an unknown order, 409 for a refused transition. After the commit
 * `onOrderStatusChanged` runs; its errors are logged, never thrown.
 */
export async function changeOrderStatus(
  payload: Payload,
  req: PayloadRequest,
  orderId: number,
  action: OrderAction,
  options: ChangeOrderStatusOptions = {},
): Promise<OrderStatusResult> {
  const scope = options.skipStaffCheck ? null : staffScope(req.user)
  const outcome = await inTransaction(req, async () => {
    const locked = await lockOrder(payload, req, orderId)
    if (!locked) throw new ApiError(T.orderNotFound, 404)
    if (scope) assertBranchAccess(scope, locked.branchId)
    return writeChange(payload, req, locked, action, options)
  })
  const { order: _order, ...change } = outcome
  await onOrderStatusChanged(payload, orderId, change).catch((error: unknown) =>
    payload.logger.error({ err: error, orderId }, 'onOrderStatusChanged failed'),
  )
  return outcome
}

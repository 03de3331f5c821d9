import { ORDER_ACTIONS, type OrderAction, type OrderStatus } from './status'
import { transitionRefusedMessage } from './texts'

/** Allowed staff transitions; statuses without entries are final. */
const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>>> = {
  pending: { confirm: 'confirmed', reject: 'rejected', cancel: 'canceled' },
  confirmed: { 'in-delivery': 'inDelivery', completed: 'completed', cancel: 'canceled' },
  inDelivery: { completed: 'completed', cancel: 'canceled' },
  completed: {},
  rejected: {},
  canceled: {},
  failed: {},
}

export type TransitionResult =
  | { ok: true; status: OrderStatus }
  | { ok: false; status: OrderStatus; message: string }

/** The status an action leads to, or a refusal with a German message; `status` of a refusal is the unchanged one. */
export function transition(status: OrderStatus, action: OrderAction): TransitionResult {
  const next = TRANSITIONS[status][action]
  return next ? { ok: true, status: next } : { ok: false, status, message: transitionRefusedMessage(status, action) }
}

/** The actions staff may take on an order with this status, in the order of ORDER_ACTIONS. */
export function allowedActions(status: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => TRANSITIONS[status][action] !== undefined)
}

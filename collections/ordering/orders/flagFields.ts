import type { Field } from 'payload'

import { statusFlags, type OrderStatusFlags } from '@/src/domain/orders/flags'
import { isOrderStatus } from '@/src/domain/orders/status'
import type { Order } from '@/src/payload-types'

/** The fields of the order a flag is derived from (the hook's sibling data). */
type Sibling = Partial<Pick<Order, 'status' | 'mode' | 'paymentStatus'>>

const virtualFlag = (name: string, read: (order: Sibling) => boolean): Field => ({
  name,
  type: 'checkbox',
  virtual: true,
  admin: { hidden: true },
  hooks: { afterRead: [({ siblingData }) => read(siblingData ?? {})] },
})

const flag = (name: keyof OrderStatusFlags) =>
  virtualFlag(name, (order) => (isOrderStatus(order.status) ? statusFlags(order.status, order.mode === 'delivery')[name] : false))

/**
 * The flags the storefront and back office read (isConfirmed, isInDelivery, …, isPaid, isDelivery,
 * isDineIn), derived from status, mode and payment status whenever an order is read.
 */
export const flagFields: Field[] = [
  flag('isConfirmed'),
  flag('isInDelivery'),
  flag('isDelivered'),
  flag('isCompleted'),
  flag('isRejected'),
  flag('isCanceled'),
  flag('isFailed'),
  virtualFlag('isPaid', (order) => order.paymentStatus === 'paid'),
  virtualFlag('isDelivery', (order) => order.mode === 'delivery'),
  virtualFlag('isDineIn', (order) => order.mode === 'dineIn'),
]

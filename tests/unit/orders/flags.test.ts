import { describe, expect, it } from '@jest/globals'

import { statusFlags, statusFromFlags, type OrderStatusFlags } from '@/src/domain/orders/flags'
import { ORDER_STATUSES, type OrderStatus } from '@/src/domain/orders/status'

const none: OrderStatusFlags = {
  isConfirmed: false, isInDelivery: false, isDelivered: false, isCompleted: false, isRejected: false, isCanceled: false, isFailed: false,
}

describe('statusFlags', () => {
  it.each<[OrderStatus, boolean, Partial<OrderStatusFlags>]>([
    ['pending', false, {}],
    ['confirmed', false, { isConfirmed: true }],
    ['inDelivery', true, { isConfirmed: true, isInDelivery: true }],
    ['completed', false, { isConfirmed: true, isCompleted: true }],
    ['completed', true, { isConfirmed: true, isCompleted: true, isDelivered: true }],
    ['rejected', false, { isRejected: true, isCanceled: true }],
    ['canceled', false, { isCanceled: true }],
    ['failed', false, { isFailed: true }],
  ])('%s (delivery %s)', (status, isDelivery, set) => expect(statusFlags(status, isDelivery)).toEqual({ ...none, ...set }))
})

describe('statusFromFlags', () => {
  it.each(ORDER_STATUSES.flatMap((status) => [false, true].map((isDelivery): [OrderStatus, boolean] => [status, isDelivery])))(
    'round-trips %s (delivery %s)',
    (status, isDelivery) => expect(statusFromFlags(statusFlags(status, isDelivery))).toBe(status),
  )

  it.each<[string, Partial<Record<keyof OrderStatusFlags, boolean | null>>, OrderStatus]>([
    ['no flags', {}, 'pending'],
    ['null flags', { isConfirmed: null, isCanceled: null }, 'pending'],
    ['cancelled after confirmation', { isConfirmed: true, isCanceled: true }, 'canceled'],
    ['delivered only', { isDelivered: true }, 'completed'],
    ['failed wins', { isFailed: true, isConfirmed: true }, 'failed'],
    ['rejected without isCanceled', { isRejected: true }, 'rejected'],
  ])('%s → %s', (_, flags, status) => expect(statusFromFlags(flags)).toBe(status))
})

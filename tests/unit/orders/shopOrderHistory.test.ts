import { describe, expect, it } from '@jest/globals'

import { ORDER_STATUSES } from '@/src/domain/orders/status'
import { isOrderNumberLike, ORDER_HISTORY_PAGE_SIZE, orderHistoryPage, shopOrderFlags } from '@/src/domain/orders/shopOrderHistory'
import { shopOrderStatusLabel } from '@/src/domain/orders/shopOrderStatus'

describe('shopOrderFlags: the parts-shop status word of every back-office status', () => {
  it.each([
    ['pending', 'In Bearbeitung', 'warning'],
    ['confirmed', 'In Bearbeitung', 'warning'],
    ['inDelivery', 'In Bearbeitung', 'warning'],
    ['completed', 'Abgeschlossen', 'success'],
    ['canceled', 'Storniert', 'error'],
    ['rejected', 'Storniert', 'error'],
    ['failed', 'Storniert', 'error'],
  ])('%s → %s', (status, label, tone) => expect(shopOrderStatusLabel(shopOrderFlags(status))).toEqual({ label, tone }))

  it('covers every status there is', () => expect(ORDER_STATUSES).toHaveLength(7))
  it('reads a missing status as in progress', () => expect(shopOrderFlags(null)).toEqual({ isCompleted: false, isCanceled: false }))
})

describe('orderHistoryPage', () => {
  it.each<[string | string[] | undefined, number | null]>([
    [undefined, 1], ['', 1], ['  ', 1], ['1', 1], ['3', 3], [' 7 ', 7], [['2', '5'], 2], ['999999', 999999],
    ['0', null], ['-1', null], ['abc', null], ['1.5', null], ['1e3', null], ['1000000', null], ['99999999999999999999', null], ['a\u0000b', null],
  ])('%j → %s', (value, expected) => expect(orderHistoryPage(value)).toBe(expected))

  it('lists 20 orders a page', () => expect(ORDER_HISTORY_PAGE_SIZE).toBe(20))
})

describe('isOrderNumberLike', () => {
  it.each([['20261121-0042', true], ['A_1', true], ['', false], ['x'.repeat(41), false], ['../etc', false], ['a b', false], ['a\u0000', false]])(
    '%j → %s',
    (value, expected) => expect(isOrderNumberLike(value)).toBe(expected),
  )
})

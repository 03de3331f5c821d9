import { describe, expect, it } from '@jest/globals'

import { type Appointment, earliestAppointment, earliestSlot } from '@/src/domain/slots/earliest'
import type { CartItem } from '@/src/domain/cart/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import type { LeadTime } from '@/src/domain/products/types'

import { at, type B, deliveringShop, lead, product, shop, TZ } from './fixtures'

describe('earliestSlot: 15-minute gap, rounded up to 5 minutes, within hours', () => {
  it.each<[string, B, DeliveryMode, string, LeadTime[], Partial<Appointment> | null]>([
    ['10:01 rounds to 10:05 plus the gap: 10:20', shop, 'takeaway', '2026-03-03T10:01', [], { date: '2026-03-03', time: '10:20', at: '2026-03-03T10:20:00.000+01:00' }],
    ['10:00 plus the gap: 10:15', shop, 'takeaway', '2026-03-03T10:00', [], { time: '10:15' }],
    ['closed in the morning: the opening', shop, 'takeaway', '2026-03-03T08:00', [], { date: '2026-03-03', time: '10:00' }],
    ['too close to closing: tomorrow', shop, 'takeaway', '2026-03-03T21:50', [], { date: '2026-03-04', time: '10:00' }],
    ['21:40 still gets 21:55', shop, 'takeaway', '2026-03-03T21:40', [], { date: '2026-03-03', time: '21:55' }],
    ['lead time 2 hours', shop, 'takeaway', '2026-03-03T10:01', [lead('hours', 2)], { date: '2026-03-03', time: '12:20' }],
    ['the longest lead time counts', shop, 'takeaway', '2026-03-03T10:01', [lead('minutes', 30), lead('hours', 2)], { time: '12:20' }],
    ['a disabled lead time does not count', shop, 'takeaway', '2026-03-03T10:01', [lead('hours', 2, false)], { time: '10:20' }],
    ['lead time 1 day', shop, 'takeaway', '2026-03-03T10:01', [lead('days', 1)], { date: '2026-03-04', time: '10:20' }],
    ['lead time 1 day across the DST change', shop, 'takeaway', '2026-03-28T10:01', [lead('days', 1)], { at: '2026-03-29T10:20:00.000+02:00' }],
    ['lead time into the night: next opening', shop, 'takeaway', '2026-03-03T20:00', [lead('hours', 3)], { date: '2026-03-04', time: '10:00' }],
    ['delivery follows enabled delivery hours', deliveringShop, 'delivery', '2026-03-03T10:01', [], { time: '11:00' }],
    ['takeaway keeps opening hours', deliveringShop, 'takeaway', '2026-03-03T10:01', [], { time: '10:20' }],
    ['delivery hours disabled: opening hours', { ...deliveringShop, isDeliveryHoursEnabled: false }, 'delivery', '2026-03-03T10:01', [], { time: '10:20' }],
    ['no hours: none', { openingHours: [] }, 'takeaway', '2026-03-03T10:01', [], null],
    ['a once opening 170 days ahead is found', { openingHours: [{ type: 'once', date: '2026-08-20', from: '09:00', to: '12:00' }] }, 'takeaway', '2026-03-03T10:01', [], { date: '2026-08-20', time: '09:00' }],
    ['beyond the 180-day look-ahead: none', { openingHours: [{ type: 'once', date: '2026-09-10', from: '09:00', to: '12:00' }] }, 'takeaway', '2026-03-03T10:01', [], null],
  ])('%s', (_, branch, mode, local, leadTimes, expected) => {
    const slot = earliestSlot(branch, mode, at(local), TZ, leadTimes)
    if (expected === null) expect(slot).toBeNull()
    else expect(slot).toMatchObject(expected)
  })
})

describe('earliestAppointment for a cart', () => {
  const items: CartItem[] = [
    { product: product(1, lead('hours', 2)), amount: 1 },
    { product: product(2, lead('minutes', 45)), amount: 2 },
  ]

  it.each<[string, boolean, boolean, string]>([
    ['takeaway cart with a 2-hour product', false, false, '12:20'],
    ['delivery cart uses delivery hours', true, false, '12:20'],
    ['dine-in cart', false, true, '12:20'],
  ])('%s', (_, isDelivery, isDineIn, time) => {
    const cart = { items, isDelivery, isDineIn }
    expect(earliestAppointment(deliveringShop, cart, at('2026-03-03T10:01'), TZ)?.time).toBe(time)
  })

  it('a delivery cart on Monday waits for Tuesday delivery hours', () => {
    const cart = { items, isDelivery: true, isDineIn: false }
    expect(earliestAppointment(deliveringShop, cart, at('2026-03-02T10:01'), TZ)).toMatchObject({ date: '2026-03-03', time: '11:00' })
  })
})

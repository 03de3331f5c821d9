import { describe, expect, it } from '@jest/globals'
import { DateTime } from 'luxon'

import { availableDays, isInAppointmentWindow, slotTimes, timeWindows } from '@/src/domain/slots/availability'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import type { LeadTime } from '@/src/domain/products/types'

import { at, type B, closed, daily, deliveringShop, lead, rule, shop, shopClosedSunday, TZ } from './fixtures'

const windows = (branch: B, mode: DeliveryMode, date: string, local: string, leadTimes: LeadTime[] = []) =>
  timeWindows(branch, mode, date, at(local), TZ, leadTimes).map(({ from, to }) => `${from}-${to}`)

describe('availableDays: today and the next 89 days with at least one slot', () => {
  it('lists 90 days minus the closed Sundays', () => {
    const days = availableDays(shopClosedSunday, 'takeaway', at('2026-03-03T12:00'), TZ)
    expect(days).toHaveLength(90 - 13)
    expect(days[0]).toBe('2026-03-03')
    expect(days).not.toContain('2026-03-08')
    expect(days).toContain('2026-03-09')
    expect(days[days.length - 1]).toBe('2026-05-30')
  })

  it.each<[string, B, DeliveryMode, string, LeadTime[], string[]]>([
    ['today is gone after the last slot', shop, 'takeaway', '2026-03-03T21:50', [], ['2026-03-04', '2026-03-05']],
    ['today is still there at 21:40', shop, 'takeaway', '2026-03-03T21:40', [], ['2026-03-03', '2026-03-04']],
    ['a 2-day lead time starts on Thursday', shop, 'takeaway', '2026-03-03T12:00', [lead('days', 2)], ['2026-03-05', '2026-03-06']],
    ['delivery hours skip Monday', deliveringShop, 'delivery', '2026-03-07T12:00', [], ['2026-03-07', '2026-03-08', '2026-03-10']],
    ['takeaway keeps Monday', deliveringShop, 'takeaway', '2026-03-07T12:00', [], ['2026-03-07', '2026-03-08', '2026-03-09']],
  ])('%s', (_, branch, mode, local, leadTimes, firstDays) =>
    expect(availableDays(branch, mode, at(local), TZ, leadTimes).slice(0, firstDays.length)).toEqual(firstDays))

  it('has no days without hours', () => {
    expect(availableDays({ openingHours: [] }, 'takeaway', at('2026-03-03T12:00'), TZ)).toEqual([])
  })
})

describe('timeWindows of a chosen day', () => {
  it.each<[string, B, DeliveryMode, string, string, LeadTime[], string[]]>([
    ['today starts at the earliest slot', shop, 'takeaway', '2026-03-03', '2026-03-03T10:01', [], ['10:20-22:00']],
    ['a later day has its full hours', shop, 'takeaway', '2026-03-04', '2026-03-03T10:01', [], ['10:00-22:00']],
    ['lead time 2 hours today', shop, 'takeaway', '2026-03-03', '2026-03-03T10:01', [lead('hours', 2)], ['12:20-22:00']],
    ['split shifts', { openingHours: [daily('11:30', '14:00'), daily('17:30', '22:00')] }, 'takeaway', '2026-03-04', '2026-03-03T10:01', [], ['11:30-14:00', '17:30-22:00']],
    ['between split shifts only the evening is left', { openingHours: [daily('11:30', '14:00'), daily('17:30', '22:00')] }, 'takeaway', '2026-03-03', '2026-03-03T14:30', [], ['17:30-22:00']],
    ['delivery hours', deliveringShop, 'delivery', '2026-03-04', '2026-03-03T10:01', [], ['11:00-21:00']],
    ['delivery on a Monday', deliveringShop, 'delivery', '2026-03-09', '2026-03-03T10:01', [], []],
    ['a closed day', shopClosedSunday, 'takeaway', '2026-03-08', '2026-03-03T10:01', [], []],
    ['a past day', shop, 'takeaway', '2026-03-02', '2026-03-03T10:01', [], []],
    ['the last day of the window', shop, 'takeaway', '2026-05-31', '2026-03-03T10:01', [], ['10:00-22:00']],
    ['the day after the window', shop, 'takeaway', '2026-06-01', '2026-03-03T10:01', [], []],
    ['a shift past midnight: Friday evening', { openingHours: [rule('friday', '18:00', '02:00')] }, 'takeaway', '2026-03-06', '2026-03-03T10:01', [], ['18:00-24:00']],
    ['a shift past midnight: Saturday early hours', { openingHours: [rule('friday', '18:00', '02:00'), rule('saturday', '18:00', '02:00')] }, 'takeaway', '2026-03-07', '2026-03-03T10:01', [], ['00:00-02:00', '18:00-24:00']],
    ['open until midnight', { openingHours: [daily('10:00', '00:00')] }, 'takeaway', '2026-03-04', '2026-03-03T10:01', [], ['10:00-24:00']],
    ['spring DST day 10-22', shop, 'takeaway', '2026-03-29', '2026-03-03T10:01', [], ['10:00-22:00']],
    ['unreadable day', shop, 'takeaway', 'morgen', '2026-03-03T10:01', [], []],
    ['closed on Sunday', { openingHours: [daily('10:00', '22:00'), closed('sunday')] }, 'takeaway', '2026-03-08', '2026-03-03T10:01', [], []],
  ])('%s', (_, branch, mode, date, local, leadTimes, expected) => expect(windows(branch, mode, date, local, leadTimes)).toEqual(expected))

  it('gives instants with offsets', () => {
    expect(timeWindows(shop, 'takeaway', '2026-03-29', at('2026-03-03T10:01'), TZ)).toEqual([
      { from: '10:00', to: '22:00', start: '2026-03-29T10:00:00.000+02:00', end: '2026-03-29T22:00:00.000+02:00' },
    ])
  })
})

describe('slotTimes in 5-minute steps', () => {
  it('lists every fifth minute up to, not including, the end', () => {
    const slots = slotTimes(timeWindows({ openingHours: [daily('10:00', '11:00')] }, 'takeaway', '2026-03-04', at('2026-03-03T10:01'), TZ))
    expect(slots).toEqual(['10:00', '10:05', '10:10', '10:15', '10:20', '10:25', '10:30', '10:35', '10:40', '10:45', '10:50', '10:55'])
  })

  it('skips the hour that does not exist on the spring DST day', () => {
    const slots = slotTimes(timeWindows({ openingHours: [daily('01:00', '04:00')] }, 'takeaway', '2026-03-29', at('2026-03-28T10:00'), TZ))
    expect(slots).toHaveLength(24)
    expect(slots).not.toContain('02:30')
    expect(slots.slice(10, 14)).toEqual(['01:50', '01:55', '03:00', '03:05'])
  })

  it('lists the repeated hour of the autumn DST day once', () => {
    const slots = slotTimes(timeWindows({ openingHours: [daily('01:00', '04:00')] }, 'takeaway', '2026-10-25', at('2026-10-24T10:00'), TZ))
    expect(slots).toHaveLength(36)
    expect(slots.filter((slot) => slot === '02:30')).toHaveLength(1)
  })
})

describe('isInAppointmentWindow: today and the next 89 days', () => {
  const now = DateTime.fromISO('2026-03-03T21:50', { zone: TZ })
  it.each<[string, string, boolean]>([
    ['yesterday', '2026-03-02', false],
    ['today, even late in the evening', '2026-03-03', true],
    ['the 90th day', '2026-05-31', true],
    ['the 91st day', '2026-06-01', false],
  ])('%s (%s) → %p', (_, day, expected) =>
    expect(isInAppointmentWindow(DateTime.fromISO(day, { zone: TZ }), now)).toBe(expected))
})

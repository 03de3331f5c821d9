import { describe, expect, it } from '@jest/globals'
import { DateTime } from 'luxon'

import { afterLeadTime, leadTimeSpan, leadTimesOfItems } from '@/src/domain/slots/leadTime'
import type { LeadTime } from '@/src/domain/products/types'

import { lead, product, TZ } from './fixtures'

describe('leadTimeSpan counts only enabled minutes, hours, days and weeks', () => {
  it.each<[string, LeadTime | null, ReturnType<typeof leadTimeSpan>]>([
    ['minutes', lead('minutes', 30), { unit: 'minutes', value: 30 }],
    ['hours', lead('hours', 2), { unit: 'hours', value: 2 }],
    ['days', lead('days', 1), { unit: 'days', value: 1 }],
    ['weeks', lead('weeks', 2), { unit: 'weeks', value: 2 }],
    ['value as string', lead('hours', '2'), { unit: 'hours', value: 2 }],
    ['disabled', lead('hours', 2, false), null],
    ['unknown type', lead('months', 1), null],
    ['zero', lead('hours', 0), null],
    ['not a number', lead('hours', 'zwei'), null],
    ['missing', null, null],
  ])('%s', (_, leadTime, expected) => expect(leadTimeSpan(leadTime)).toEqual(expected))
})

describe('afterLeadTime', () => {
  const start = DateTime.fromISO('2026-03-03T10:16', { zone: TZ })
  const show = (value: DateTime) => value.toFormat("yyyy-MM-dd'T'HH:mm")

  it.each<[string, LeadTime[], string]>([
    ['no lead time', [], '2026-03-03T10:16'],
    ['2 hours', [lead('hours', 2)], '2026-03-03T12:16'],
    ['the longest of several, not the sum', [lead('minutes', 30), lead('hours', 2), lead('hours', 1, true)], '2026-03-03T12:16'],
    ['a disabled longer one is ignored', [lead('hours', 2), lead('days', 3, false)], '2026-03-03T12:16'],
    ['1 week', [lead('weeks', 1)], '2026-03-10T10:16'],
  ])('%s', (_, leadTimes, expected) => expect(show(afterLeadTime(start, leadTimes))).toBe(expected))

  it('counts days as calendar days across the DST change', () => {
    const saturday = DateTime.fromISO('2026-03-28T10:16', { zone: TZ })
    expect(afterLeadTime(saturday, lead('days', 1)).toISO()).toBe('2026-03-29T10:16:00.000+02:00')
  })

  it('collects the lead times of cart items', () => {
    const items = [{ product: product(1, lead('hours', 2)) }, { product: product(2) }]
    expect(leadTimesOfItems(items)).toEqual([lead('hours', 2)])
  })
})

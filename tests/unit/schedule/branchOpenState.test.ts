import { describe, expect, it } from '@jest/globals'

import { type BranchOpenState, branchOpenState } from '@/src/domain/schedule/branchOpenState'
import type { Branch } from '@/src/domain/branches/types'

import { at, DAILY_10_22, daily, TZ } from './fixtures'

type B = Partial<Branch>
const plain: B = { openingHours: DAILY_10_22 }
const withDelivery: B = { openingHours: DAILY_10_22, deliveryHours: [daily('11:00', '21:00')], isDeliveryHoursEnabled: true }
const deliveryLonger: B = { openingHours: [daily('10:00', '18:00')], deliveryHours: [daily('17:00', '22:00')], isDeliveryHoursEnabled: true }
const deliveryDisabled: B = { ...deliveryLonger, isDeliveryHoursEnabled: false }
const deliveryEarlier: B = { openingHours: [daily('12:00', '22:00')], deliveryHours: [daily('10:00', '22:00')], isDeliveryHoursEnabled: true }
const onHoliday: B = { openingHours: [], closedMessage: 'Wir sind bis auf Weiteres auf Urlaub.' }

describe('branchOpenState', () => {
  it.each<[string, B, string, Partial<BranchOpenState>]>([
    ['open', plain, '2026-03-03T12:00', { state: 'open', isOpen: true, closesAt: '22:00', nextOpening: null, isDeliveryOpen: true }],
    ['closing soon is a third state', plain, '2026-03-03T21:30', { state: 'closingSoon', isOpen: true, isClosingSoon: true, isDeliveryClosingSoon: true }],
    ['closed with the next opening today', plain, '2026-03-03T08:00', {
      state: 'closed', isOpen: false, closedMessage: null, isDeliveryOpen: false,
      nextOpening: { isToday: true, weekday: 'Dienstag', time: '10:00', at: '2026-03-03T10:00:00.000+01:00' },
    }],
    ['closed with the next opening on another day', plain, '2026-03-03T22:30', {
      state: 'closed', nextOpening: { isToday: false, weekday: 'Mittwoch', time: '10:00', at: '2026-03-04T10:00:00.000+01:00' },
    }],
    ['closed without a next opening shows closedMessage', onHoliday, '2026-03-03T12:00', {
      state: 'closed', nextOpening: null, closedMessage: 'Wir sind bis auf Weiteres auf Urlaub.',
    }],
    ['delivery hours enabled: open, delivery not yet', withDelivery, '2026-03-03T10:30', {
      state: 'open', isDeliveryOpen: false, deliveryClosesAt: null,
      nextDeliveryOpening: { isToday: true, weekday: 'Dienstag', time: '11:00', at: '2026-03-03T11:00:00.000+01:00' },
    }],
    ['delivery hours enabled: delivery closes soon at 21:00', withDelivery, '2026-03-03T20:30', {
      state: 'open', isDeliveryOpen: true, isDeliveryClosingSoon: true, deliveryClosesAt: '21:00',
    }],
    ['delivery hours enabled: delivery over, resumes tomorrow', withDelivery, '2026-03-03T21:30', {
      state: 'closingSoon', isDeliveryOpen: false, nextDeliveryOpening: { isToday: false, weekday: 'Mittwoch', time: '11:00', at: '2026-03-04T11:00:00.000+01:00' },
    }],
    ['delivery hours keep the branch open after opening hours', deliveryLonger, '2026-03-03T20:00', {
      state: 'open', isOpen: true, closesAt: '22:00', isDeliveryOpen: true,
    }],
    ['the branch closes at the later of both', deliveryLonger, '2026-03-03T17:30', { isOpen: true, closesAt: '22:00', isClosingSoon: false }],
    ['delivery hours disabled: only opening hours count', deliveryDisabled, '2026-03-03T20:00', {
      state: 'closed', isOpen: false, isDeliveryOpen: false,
      nextOpening: { isToday: false, weekday: 'Mittwoch', time: '10:00', at: '2026-03-04T10:00:00.000+01:00' },
    }],
    ['delivery hours disabled: delivery follows opening hours', deliveryDisabled, '2026-03-03T11:00', { isOpen: true, isDeliveryOpen: true, deliveryClosesAt: '18:00' }],
    ['closed: the next opening is the earlier of both hours', deliveryEarlier, '2026-03-03T08:00', {
      state: 'closed', nextOpening: { isToday: true, weekday: 'Dienstag', time: '10:00', at: '2026-03-03T10:00:00.000+01:00' },
    }],
  ])('%s', (_, branch, local, expected) => expect(branchOpenState(branch, at(local), TZ)).toMatchObject(expected))
})

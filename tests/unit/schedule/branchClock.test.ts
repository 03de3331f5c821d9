import { describe, expect, it } from '@jest/globals'

import { badgeView, bannerView, BRANCH_CLOCK_DAYS, branchClock, checkoutView, openStateClock } from '@/src/domain/schedule/branchClock'
import { branchHoursTables } from '@/src/domain/schedule/hoursTable'
import { valueAt } from '@/src/domain/segments'
import type { Branch } from '@/src/domain/branches/types'

import { at, closed, DAILY_10_22, daily, once, rule } from './fixtures'

type B = Partial<Branch> & Pick<Branch, 'openingHours'>

const MINUTE = 60_000
const branches: [string, B][] = [
  ['daily 10-22', { openingHours: DAILY_10_22 }],
  ['two shifts, past midnight on Friday, closed on Sunday', {
    openingHours: [rule('monday', '11:00', '14:00'), rule('monday', '17:30', '23:00'), daily('10:10', '10:12'), rule('friday', '18:00', '02:00'), closed('sunday')],
  }],
  ['delivery hours ending later, a holiday in the week', {
    openingHours: [daily('10:00', '18:00'), closed('once', '2026-03-05')], deliveryHours: [daily('17:00', '22:00')], isDeliveryHoursEnabled: true, isDeliveryEnabled: true, isTakeawayEnabled: true,
  }],
  ['on holiday, reopening in 16 days', { openingHours: [once('2026-03-19', '09:00', '12:00')], closedMessage: 'Wir sind auf Urlaub.', isPreorderEnabled: true }],
  ['no hours at all', { openingHours: [], closedMessage: null }],
]

describe('branchClock', () => {
  // Every 13 minutes (a step coprime to the quarter hours) across the whole span, across the DST change
  // of 29 March 2026 as well: the segments give what computing at the instant gives.
  it.each(branches)('%s: the segments agree with the state computed at each instant', (_name, branch) => {
    for (const start of [at('2026-03-02T09:58:30'), at('2026-03-27T23:00')]) {
      const clock = branchClock(branch, start)
      const banner = openStateClock(branch, start, bannerView)
      const checkout = openStateClock(branch, start, checkoutView)
      for (let time = start.getTime(); time < start.getTime() + BRANCH_CLOCK_DAYS * 24 * 60 * MINUTE; time += 13 * MINUTE) {
        expect(valueAt(clock.openState, time)).toEqual(badgeView(branch, new Date(time)))
        expect(valueAt(banner, time)).toEqual(bannerView(branch, new Date(time)))
        expect(valueAt(checkout, time)).toEqual(checkoutView(branch, new Date(time)))
      }
      for (let time = start.getTime(); time < start.getTime() + BRANCH_CLOCK_DAYS * 24 * 60 * MINUTE; time += 6 * 60 * MINUTE) {
        expect(valueAt(clock.hours, time)).toEqual(branchHoursTables(branch, new Date(time)))
      }
    }
  })

  it('agrees at the instants where the state changes, to the millisecond', () => {
    const branch: B = { openingHours: DAILY_10_22 }
    const clock = branchClock(branch, at('2026-03-03T08:00'))
    const banner = openStateClock(branch, at('2026-03-03T08:00'), bannerView)
    for (const local of ['2026-03-03T10:00', '2026-03-03T21:00', '2026-03-03T22:00', '2026-03-04T00:00']) {
      for (const offset of [-1, 0, 1, 30_000]) {
        const time = at(local).getTime() + offset
        expect(valueAt(clock.openState, time)).toEqual(badgeView(branch, new Date(time)))
        expect(valueAt(banner, time)).toEqual(bannerView(branch, new Date(time)))
      }
    }
  })

  it('is a handful of segments, not one per minute', () => {
    const clock = branchClock({ openingHours: DAILY_10_22 }, at('2026-03-03T08:00'))
    // per day: opens, closing soon, closes, midnight ('morgen' becomes 'heute')
    expect(clock.openState.length).toBeLessThanOrEqual(4 * (BRANCH_CLOCK_DAYS + 1))
    expect(clock.openState[0].value).toMatchObject({ state: 'closed', toolbar: { text: 'Geschlossen' }, detail: 'Wir öffnen wieder um 10:00 Uhr.' })
    expect(valueAt(clock.openState, at('2026-03-03T21:30').getTime())).toMatchObject({ state: 'closingSoon', toolbar: { text: 'Geöffnet bis 22:00', isWarning: true } })
  })

  it("gives the checkout its wording: open until 22:00, then the closed notice without a new render", () => {
    const branch: B = { openingHours: DAILY_10_22, isPreorderEnabled: true }
    const checkout = openStateClock(branch, at('2026-03-03T21:00'), checkoutView)
    expect(valueAt(checkout, at('2026-03-03T21:59').getTime())).toMatchObject({ isOpen: true, closedNotice: null })
    const closedAt = valueAt(checkout, at('2026-03-03T22:01').getTime())
    expect(closedAt.isOpen).toBe(false)
    expect(closedAt.closedNotice).toEqual(checkoutView(branch, at('2026-03-03T22:01')).closedNotice)
    expect(closedAt.closedNotice?.length).toBeGreaterThan(0)
  })
})

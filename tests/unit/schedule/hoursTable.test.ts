import { describe, expect, it } from '@jest/globals'

import { branchHoursTables, hoursTable } from '@/src/domain/schedule/hoursTable'
import type { OpeningRule } from '@/src/domain/schedule/types'

import { at, closed, DAILY_10_22, daily, rule, TZ } from './fixtures'

const rows = (rules: OpeningRule[], local: string) => hoursTable(rules, at(local), TZ).map((r) => [r.label, r.hours])

describe('hoursTable', () => {
  it.each<[string, OpeningRule[], string, string[][]]>([
    ['Mo-Fr equal, Sa different, So closed', [daily('10:00', '22:00'), rule('saturday', '10:00', '14:00'), closed('sunday')], '2026-03-03T12:00', [
      ['Mo - Fr', '10:00 - 22:00'], ['Sa', '10:00 - 14:00'], ['So', 'Geschlossen'],
    ]],
    ['all week equal', DAILY_10_22, '2026-03-03T12:00', [['Mo - So', '10:00 - 22:00']]],
    ['two days form a range too', [daily('10:00', '22:00'), rule('saturday', '09:00', '12:00'), rule('sunday', '09:00', '12:00')], '2026-03-03T12:00', [
      ['Mo - Fr', '10:00 - 22:00'], ['Sa - So', '09:00 - 12:00'],
    ]],
    ['equal days apart stay apart', [daily('10:00', '22:00'), closed('wednesday')], '2026-03-03T12:00', [
      ['Mo - Di', '10:00 - 22:00'], ['Mi', 'Geschlossen'], ['Do - So', '10:00 - 22:00'],
    ]],
    ['split shifts', [daily('11:30', '14:00'), daily('17:30', '22:00'), closed('monday')], '2026-03-03T12:00', [
      ['Mo', 'Geschlossen'], ['Di - So', '11:30 - 14:00, 17:30 - 22:00'],
    ]],
    ['a once rule of this week shows', [daily('10:00', '22:00'), closed('once', '2026-03-04')], '2026-03-03T12:00', [
      ['Mo - Di', '10:00 - 22:00'], ['Mi', 'Geschlossen'], ['Do - So', '10:00 - 22:00'],
    ]],
    ['a once rule of last week does not', [daily('10:00', '22:00'), closed('once', '2026-03-04')], '2026-03-10T12:00', [['Mo - So', '10:00 - 22:00']]],
    ['past midnight and until midnight', [daily('10:00', '00:00'), rule('friday', '18:00', '02:00'), rule('saturday', '18:00', '02:00')], '2026-03-03T12:00', [
      ['Mo - Do', '10:00 - 00:00'], ['Fr - Sa', '18:00 - 02:00'], ['So', '10:00 - 00:00'],
    ]],
    ['a week with the spring DST change', DAILY_10_22, '2026-03-29T12:00', [['Mo - So', '10:00 - 22:00']]],
    ['no rules: closed all week', [], '2026-03-03T12:00', [['Mo - So', 'Geschlossen']]],
  ])('%s', (_, rules, local, expected) => expect(rows(rules, local)).toEqual(expected))

  it('lists the days and shifts of each row', () => {
    const [weekdays, saturday, sunday] = hoursTable([daily('10:00', '22:00'), rule('saturday', '10:00', '14:00'), closed('sunday')], at('2026-03-03T12:00'), TZ)
    expect(weekdays).toEqual({
      label: 'Mo - Fr', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], hours: '10:00 - 22:00',
      isClosed: false, shifts: [{ from: '10:00', to: '22:00' }],
    })
    expect(saturday.days).toEqual(['saturday'])
    expect(sunday).toMatchObject({ label: 'So', isClosed: true, shifts: [] })
  })
})

describe('branchHoursTables', () => {
  const branch = { openingHours: DAILY_10_22, deliveryHours: [daily('11:00', '21:00'), closed('sunday')], isDeliveryHoursEnabled: true }

  it('offers delivery hours when enabled', () => {
    const tables = branchHoursTables(branch, at('2026-03-03T12:00'), TZ)
    expect(tables.opening.map((r) => [r.label, r.hours])).toEqual([['Mo - So', '10:00 - 22:00']])
    expect(tables.delivery?.map((r) => [r.label, r.hours])).toEqual([['Mo - Sa', '11:00 - 21:00'], ['So', 'Geschlossen']])
  })

  it('has no delivery table when delivery hours are disabled', () => {
    expect(branchHoursTables({ ...branch, isDeliveryHoursEnabled: false }, at('2026-03-03T12:00'), TZ).delivery).toBeNull()
  })
})

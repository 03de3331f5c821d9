import { describe, expect, it } from '@jest/globals'

import { dayBalances, minutesByStartDay, periodBalances, publicHolidays, type Shift } from '@/src/domain/timeClock'

/** A shift from ISO instants (Z), with pauses as [start, end] pairs. */
const shift = (start: string, end: string, ...pauses: [string, string][]): Shift => ({
  start: new Date(start),
  end: new Date(end),
  pauses: pauses.map(([from, to]) => ({ start: new Date(from), end: new Date(to) })),
})
const NOW = new Date('2026-12-01T12:00:00Z')

/**
 * A hand-computed week in Vienna (CEST, UTC+2, until the clocks go back on Sunday 25 October 2026),
 * eight hours planned Monday to Friday and a night shift Saturday into the DST Sunday; Monday 26
 * October is the Nationalfeiertag:
 * - Mon 19: 08:00–16:30, 30 min break → 480 worked, ±0
 * - Tue 20: half-day vacation 08:00–12:00 (240 credited), worked 12:30–16:30 (240) → ±0
 * - Wed 21: 08:00–18:00, 30 min break → 570 worked, +90
 * - Thu 22: sick 08:00–16:00 → 480 credited, ±0
 * - Fri 23: 08:00–15:00, 30 min break → 390 worked, −90
 * - Sat 24: night shift 22:00–06:00 planned as 8 h; the clock goes back, so 9 h pass: 30 min break → 510 worked, +30
 * - Mon 26: planned 8 h, but a public holiday → nothing planned, ±0
 */
const WORK = [
  shift('2026-10-19T06:00:00Z', '2026-10-19T14:30:00Z', ['2026-10-19T10:00:00Z', '2026-10-19T10:30:00Z']),
  shift('2026-10-20T10:30:00Z', '2026-10-20T14:30:00Z'),
  shift('2026-10-21T06:00:00Z', '2026-10-21T16:00:00Z', ['2026-10-21T10:00:00Z', '2026-10-21T10:30:00Z']),
  shift('2026-10-23T06:00:00Z', '2026-10-23T13:00:00Z', ['2026-10-23T10:00:00Z', '2026-10-23T10:30:00Z']),
  shift('2026-10-24T20:00:00Z', '2026-10-25T05:00:00Z', ['2026-10-25T00:00:00Z', '2026-10-25T00:30:00Z']),
]
const ABSENT = [shift('2026-10-20T06:00:00Z', '2026-10-20T10:00:00Z'), shift('2026-10-22T06:00:00Z', '2026-10-22T14:00:00Z')]
const PLANNED = new Map(['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-26'].map((day) => [day, 480]))

const days = () =>
  dayBalances({ from: '2026-10-19', to: '2026-10-26', planned: PLANNED, worked: minutesByStartDay(WORK, NOW), absent: minutesByStartDay(ABSENT, NOW), holidays: publicHolidays(2026, '9') })

describe('time sheet balances', () => {
  it('counts each day: planned against worked and credited, a holiday planned free', () => {
    expect(days().map(({ day, planned, worked, credited, holiday, balance }) => [day, planned, worked, credited, holiday, balance])).toEqual([
      ['2026-10-19', 480, 480, 0, null, 0],
      ['2026-10-20', 480, 240, 240, null, 0],
      ['2026-10-21', 480, 570, 0, null, 90],
      ['2026-10-22', 480, 0, 480, null, 0],
      ['2026-10-23', 480, 390, 0, null, -90],
      ['2026-10-24', 480, 510, 0, null, 30],
      ['2026-10-25', 0, 0, 0, null, 0],
      ['2026-10-26', 0, 0, 0, 'Nationalfeiertag', 0],
    ])
  })

  it('sums weeks and months with the balance carried over from before', () => {
    expect(periodBalances(days(), 'week', 120)).toEqual([
      { period: '2026-10-19', planned: 2880, worked: 2190, credited: 720, balance: 30, opening: 120, closing: 150 },
      { period: '2026-10-26', planned: 0, worked: 0, credited: 0, balance: 0, opening: 150, closing: 150 },
    ])
    expect(periodBalances(days(), 'month', -60)).toEqual([{ period: '2026-10', planned: 2880, worked: 2190, credited: 720, balance: 30, opening: -60, closing: -30 }])
  })

  it('credits an absence at most with the planned time of its day', () => {
    const [day] = dayBalances({ from: '2026-10-19', to: '2026-10-19', planned: new Map([['2026-10-19', 240]]), worked: new Map(), absent: new Map([['2026-10-19', 480]]), holidays: new Map() })
    expect(day).toMatchObject({ planned: 240, credited: 240, balance: 0 })
  })

  it('knows the public holidays of each state, and no observances', () => {
    const vienna = publicHolidays(2026, '9')
    expect([...vienna.keys()]).toEqual([
      '2026-01-01', '2026-01-06', '2026-04-06', '2026-05-01', '2026-05-14', '2026-05-25', '2026-06-04',
      '2026-08-15', '2026-10-26', '2026-11-01', '2026-12-08', '2026-12-25', '2026-12-26',
    ])
    expect(vienna.get('2026-11-15')).toBeUndefined() // Leopold, Vienna's patron saint: a school holiday, no day off by law
    expect(publicHolidays(2027, '9').get('2027-03-29')).toBe('Ostermontag')
  })
})

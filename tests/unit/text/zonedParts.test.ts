import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'

import { partsOfZoned, toZoned } from '@/src/domain/text/dates'
import { clockOf, clockText, dayAfter, germanDate, isoDayText, isSameDay, todayIn, zonedParts } from '@/src/domain/text/zonedParts'

describe('zonedParts: a moment seen in a zone without the calendar library', () => {
  it.each<[string, Date | string, string | undefined, string]>([
    ['late evening UTC is already Sunday in Vienna', new Date('2026-11-21T23:30:00Z'), undefined, 'So 22.11.2026 00:30'],
    ['the same instant in UTC', new Date('2026-11-21T23:30:00Z'), 'UTC', 'Sa 21.11.2026 23:30'],
    ['summer in Berlin (UTC+2)', '2026-07-05T06:05:00Z', 'Europe/Berlin', 'So 05.07.2026 08:05'],
    ['an ISO text with an offset keeps its instant', '2026-03-01T09:15:00+01:00', undefined, 'So 01.03.2026 09:15'],
    ['an ISO text without an offset is local time', '2026-03-29T02:30', undefined, 'So 29.03.2026 02:30'],
    ['a day alone is its midnight', '2026-02-28', undefined, 'Sa 28.02.2026 00:00'],
    ['midnight is 00, not 24', '2026-11-26T23:00:00.000Z', undefined, 'Fr 27.11.2026 00:00'],
  ])('%s', (_, moment, zone, expected) => {
    const parts = zonedParts(moment, zone)!
    expect(`${['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'][parts.weekday - 1]} ${germanDate(parts)} ${clockText(parts)}`).toBe(expected)
  })

  it.each<[string, Date | string | null | undefined]>([
    ['null', null],
    ['nothing', undefined],
    ['an empty text', ''],
    ['words', 'gestern'],
    ['an invalid Date', new Date('x')],
    ['31 February', '2026-02-31'],
    ['hour 25', '2026-02-03T25:00'],
  ])('has no parts for %s', (_, moment) => {
    expect(zonedParts(moment)).toBeNull()
    expect(clockOf(moment)).toBe('')
  })

  it('agrees with the zone rules of dates.ts at every instant, DST changes included', () => {
    const instants = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true })
    const zones = fc.constantFrom('Europe/Vienna', 'Europe/Berlin', 'UTC', 'America/New_York')
    fc.assert(
      fc.property(instants, zones, (instant, zone) => {
        expect(zonedParts(instant, zone)).toEqual(partsOfZoned(toZoned(instant, zone)!))
        expect(zonedParts(instant.toISOString(), zone)).toEqual(partsOfZoned(toZoned(instant.toISOString(), zone)!))
      }),
      { numRuns: 2_000 },
    )
    // The hours around both changes of 2026 in Vienna, minute by minute.
    for (const start of ['2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z']) {
      for (let minute = 0; minute < 180; minute++) {
        const instant = new Date(Date.parse(start) + minute * 60_000)
        expect(zonedParts(instant)).toEqual(partsOfZoned(toZoned(instant)!))
      }
    }
  })

  it('steps to the next calendar day across months and years', () => {
    expect(dayAfter({ year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 })
    expect(dayAfter({ year: 2028, month: 2, day: 28 })).toEqual({ year: 2028, month: 2, day: 29 })
    expect(isSameDay(dayAfter({ year: 2026, month: 2, day: 28 }), { year: 2026, month: 3, day: 1 })).toBe(true)
  })
})

describe('isoDayText and todayIn', () => {
  it('writes a calendar day as the rules store it', () => expect(isoDayText({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09'))
  it("today in a zone is that zone's day", () => expect(todayIn('UTC')).toBe(new Date().toISOString().slice(0, 10)))
})

import { describe, expect, it } from '@jest/globals'

import { parseOrderNumber, readableOrderNumber } from '@/src/domain/orders/orderNumber'

describe('readableOrderNumber', () => {
  it.each<[string, string, number, string | undefined, string]>([
    ['the example', '2026-11-21T10:00:00Z', 42, undefined, '20261121-0042'],
    ['first order of the day', '2026-01-05T08:00:00Z', 1, undefined, '20260105-0001'],
    ['local day in Vienna after midnight', '2026-11-21T23:30:00Z', 7, undefined, '20261122-0007'],
    ['same moment in UTC', '2026-11-21T23:30:00Z', 7, 'UTC', '20261121-0007'],
    ['four digits exactly', '2026-11-21T10:00:00Z', 9999, undefined, '20261121-9999'],
    ['more than 9999 orders grow the number', '2026-11-21T10:00:00Z', 12345, undefined, '20261121-12345'],
  ])('%s', (_, iso, sequence, tz, expected) => expect(readableOrderNumber(new Date(iso), sequence, tz)).toBe(expected))

  it('is the same for the same input (no randomness)', () =>
    expect(readableOrderNumber(new Date('2026-11-21T10:00:00Z'), 3)).toBe(readableOrderNumber(new Date('2026-11-21T10:00:00Z'), 3)))

  it.each([0, -1, 1.5, Number.NaN])('refuses sequence %d', (sequence) =>
    expect(() => readableOrderNumber(new Date('2026-11-21T10:00:00Z'), sequence)).toThrow(RangeError))

  it('refuses an invalid date', () => expect(() => readableOrderNumber(new Date('x'), 1)).toThrow(RangeError))
})

describe('parseOrderNumber', () => {
  it.each<[string, { day: string; sequence: number } | null]>([
    ['20261121-0042', { day: '2026-11-21', sequence: 42 }],
    ['20261121-12345', { day: '2026-11-21', sequence: 12345 }],
    ['20260231-0001', null],
    ['20261121-0000', null],
    ['20261121-042', null],
    ['2026-11-21-0042', null],
    ['', null],
  ])('%j → %j', (text, expected) => expect(parseOrderNumber(text)).toEqual(expected))
})

import { describe, expect, it } from '@jest/globals'

import {
  deliveryDateProblem,
  earliestDeliveryDate,
  lineDeliveryDate,
  parseDeliveryDate,
  withLineDeliveryDate,
} from '@/src/domain/cart/deliveryDate'
import { firstLineWithoutComment, isLineCommentRequired, withLineComment } from '@/src/domain/cart/lineComment'
import { formatDate } from '@/src/domain/text/dates'
import type { CartItem, PartValue } from '@/src/domain/cart/types'
import type { Product } from '@/src/domain/products/types'

const pump: Product = { id: 1, uid: '4711-200', name: 'Hydraulikpumpe' }
const valve: Product = { id: 2, uid: '0815-10', name: 'Rückschlagventil', config: { parts: [{ name: 'Kommentar', type: 'text', optional: true }] } }
const hose: Product = { id: 3, uid: '1234-5', name: 'Schlauch', config: { parts: [{ name: 'Kommentar', type: 'text' }] } }
const line = (product: Product, ...parts: PartValue[]): CartItem => ({ product, amount: 1, parts })

describe('line comment (parts[0]) is required unless the first part is optional', () => {
  it.each<[string, Product, boolean]>([
    ['no parts configured', pump, true],
    ['first part optional', valve, false],
    ['first part required', hose, true],
  ])('%s', (_, product, expected) => expect(isLineCommentRequired(product)).toBe(expected))

  it.each<[string, CartItem[], { index: number; message: string } | null]>([
    ['every line commented', [line(pump, 'für Anlage 3'), line(hose, 'Reserve')], null],
    ['optional comment may be missing', [line(valve), line(pump, 'ok')], null],
    ['first line without comment', [line(pump, 'ok'), line(hose, '  '), line(pump)],
      { index: 1, message: 'Bitte schreiben Sie einen Kommentar zum Produkt Schlauch (1234-5)' }],
    ['no parts at all', [line(valve), { product: pump, amount: 2 }],
      { index: 1, message: 'Bitte schreiben Sie einen Kommentar zum Produkt Hydraulikpumpe (4711-200)' }],
    ['empty cart', [], null],
  ])('%s', (_, items, expected) => expect(firstLineWithoutComment(items)).toEqual(expected))

  it('sets a comment keeping the delivery date', () =>
    expect(withLineComment(line(pump, null, '03.06.2025'), 'Eilig').parts).toEqual(['Eilig', '03.06.2025']))
})

describe('wanted delivery date (parts[1]): DD.MM.YYYY, at the earliest tomorrow', () => {
  it.each<[string, string, string]>([
    ['midday in Vienna', '2025-05-14T10:00:00Z', '15.05.2025'],
    ['just before midnight in Vienna', '2025-12-31T22:59:00Z', '01.01.2026'],
    ['just after midnight in Vienna (still the day before in UTC)', '2025-12-31T23:00:00Z', '02.01.2026'],
    ['day of the switch to summer time', '2025-03-30T22:30:00Z', '01.04.2025'],
  ])('%s: now %s → %s', (_, now, expected) => expect(earliestDeliveryDate(new Date(now))).toBe(expected))

  it('uses the given time zone', () =>
    expect(earliestDeliveryDate(new Date('2025-12-31T23:00:00Z'), 'Europe/London')).toBe('01.01.2026'))

  it('formats a moment in the time zone (formatDate of text/dates, which replaced formatDeliveryDate)', () =>
    expect(formatDate(new Date('2025-06-02T22:30:00Z'))).toBe('03.06.2025'))

  it.each<[string, string | null]>([
    ['03.06.2025', '2025-06-03'],
    [' 29.02.2024 ', '2024-02-29'],
    ['29.02.2025', null],
    ['31.04.2025', null],
    ['3.6.2025', null],
    ['2025-06-03', null],
    ['', null],
  ])('parseDeliveryDate(%p) → %p', (text, expected) => expect(parseDeliveryDate(text)).toBe(expected))

  const now = new Date('2025-05-14T10:00:00Z')
  it.each<[string, string | null, ReturnType<typeof deliveryDateProblem>]>([
    ['no wish', '', null],
    ['no wish (null)', null, null],
    ['tomorrow', '15.05.2025', null],
    ['next year', '02.01.2026', null],
    ['today is too early', '14.05.2025', { reason: 'tooEarly', message: 'Das Lieferdatum kann frühestens der 15.05.2025 sein.' }],
    ['yesterday is too early', '13.05.2025', { reason: 'tooEarly', message: 'Das Lieferdatum kann frühestens der 15.05.2025 sein.' }],
    ['not a date', '32.05.2025', { reason: 'format', message: 'Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.' }],
    ['wrong format', '2025-05-20', { reason: 'format', message: 'Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.' }],
  ])('%s', (_, text, expected) => expect(deliveryDateProblem(text, now)).toEqual(expected))

  it.each<[string, CartItem, PartValue[]]>([
    ['sets the date after the comment', line(pump, 'Eilig'), ['Eilig', '20.05.2025']],
    ['pads a missing comment', { product: pump, amount: 1 }, [null, '20.05.2025']],
  ])('withLineDeliveryDate: %s', (_, item, expected) => {
    const dated = withLineDeliveryDate(item, '20.05.2025')
    expect(dated.parts).toEqual(expected)
    expect(lineDeliveryDate(dated)).toBe('20.05.2025')
  })
})

import { describe, expect, it } from '@jest/globals'

import { parseAmount } from '@/src/domain/quantity/parseAmount'

describe('parseAmount: comma accepted as decimal separator, invalid becomes 0', () => {
  it.each<[string, string | number | null | undefined, number]>([
    ['comma decimal', '1,5', 1.5],
    ['dot decimal', '1.5', 1.5],
    ['integer', '3', 3],
    ['surrounding spaces', ' 2,25 ', 2.25],
    ['leading comma', ',5', 0.5],
    ['letters', 'abc', 0],
    ['empty text', '', 0],
    ['only spaces', '   ', 0],
    ['number with unit', '2kg', 0],
    ['thousands separator', '1.000,5', 0],
    ['two commas', '1,5,3', 0],
    ['null', null, 0],
    ['undefined', undefined, 0],
    ['number passes through', 0.3, 0.3],
    ['NaN', Number.NaN, 0],
    ['negative stays negative (snapping lifts it to the minimum)', '-2', -2],
  ])('%s: %p → %p', (_, input, expected) => expect(parseAmount(input)).toBe(expected))
})

import { describe, expect, it } from '@jest/globals'

import { qrIdentifierOf, tableParamOf } from '@/src/domain/qr/identifier'

describe('qrIdentifierOf: the identifier of a short URL or a checkout, or none', () => {
  it.each<[unknown, string | null]>([
    ['tisch-7', 'tisch-7'],
    ['  Tisch-7 ', 'tisch-7'],
    ['flyer2026', 'flyer2026'],
    ['a'.repeat(100), 'a'.repeat(100)],
    ['a'.repeat(101), null],
    ['tisch--7', null],
    ['-tisch', null],
    ['tisch_7', null],
    ['tisch 7', null],
    ['tisch/7', null],
    ['', null],
    [7, null],
    [null, null],
    [undefined, null],
    [{ identifier: 'tisch-7' }, null],
  ])('%p → %p', (value, expected) => {
    expect(qrIdentifierOf(value)).toBe(expected)
  })
})

describe('tableParamOf: a table number from the landing URL', () => {
  it.each<[unknown, string | null]>([
    ['7', '7'],
    [' Terrasse 3 ', 'Terrasse 3'],
    ['', null],
    ['   ', null],
    ['x'.repeat(51), null],
    ['7\u0000', null],
    [7, null],
    [null, null],
  ])('%p → %p', (value, expected) => {
    expect(tableParamOf(value)).toBe(expected)
  })
})

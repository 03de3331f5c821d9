import { describe, expect, it } from '@jest/globals'

import { isPopulated, relatedId, relationId, withoutRowIds } from '@/src/domain/relations/relations'
import type { Id } from '@/src/domain/relations/types'

describe('relationship values: populated document or bare id', () => {
  it.each<[string, { id: Id } | Id, boolean, string]>([
    ['a populated document with a number id', { id: 7 }, true, '7'],
    ['a populated document with a text id', { id: 'abc' }, true, 'abc'],
    ['a bare number id', 7, false, '7'],
    ['a bare text id', '7', false, '7'],
  ])('%s', (_, value, populated, id) => {
    expect(isPopulated(value)).toBe(populated)
    expect(relationId(value)).toBe(id)
  })

  it.each<[string, null | undefined]>([
    ['null', null],
    ['undefined', undefined],
  ])('%s is not populated', (_, value) => expect(isPopulated(value)).toBe(false))
})

describe('the stored id of a relationship value', () => {
  it.each<[string, { id: number } | number | null | undefined, number | null]>([
    ['a populated document', { id: 7 }, 7],
    ['a bare id', 7, 7],
    ['an empty relation (null)', null, null],
    ['a missing relation (undefined)', undefined, null],
  ])('%s', (_, value, id) => expect(relatedId(value)).toBe(id))
})

describe('array rows without Payload row ids', () => {
  it('drops the row id and keeps every other field', () =>
    expect(withoutRowIds([{ id: 'a1', type: 'daily', from: '10:00' }, { type: 'once', date: '2026-12-24' }])).toEqual([
      { type: 'daily', from: '10:00' },
      { type: 'once', date: '2026-12-24' },
    ]))

  it.each<[string, null | undefined]>([
    ['null', null],
    ['undefined', undefined],
  ])('no rows (%s) stay null', (_, rows) => expect(withoutRowIds(rows)).toBeNull())
})

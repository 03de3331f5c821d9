import { describe, expect, it } from '@jest/globals'

import { isPopulated, relationId } from '@/src/domain/relations/relations'
import type { Id } from '@/src/domain/types'

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

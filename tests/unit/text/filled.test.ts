import { describe, expect, it } from '@jest/globals'

import { filledText } from '@/src/domain/text'

describe('an optional stored text', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['keeps a text without its surrounding whitespace', '  Alpenküche ', 'Alpenküche'],
    ['is null when only whitespace is left', '   ', null],
    ['is null when empty', '', null],
    ['is null when not set', null, null],
    ['is null when missing', undefined, null],
  ])('%s', (_, value, expected) => expect(filledText(value)).toBe(expected))
})

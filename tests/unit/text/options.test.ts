import { describe, expect, it } from '@jest/globals'

import { selectOptions } from '@/src/domain/text/options'

const LABELS = { small: 'Klein', medium: 'Mittel', large: 'Groß' } as const

describe('selectOptions: { value, label } of a label map', () => {
  it('keeps the key order by default', () =>
    expect(selectOptions(LABELS)).toEqual([
      { value: 'small', label: 'Klein' },
      { value: 'medium', label: 'Mittel' },
      { value: 'large', label: 'Groß' },
    ]))

  it.each<[string, ('small' | 'medium' | 'large')[], string[]]>([
    ['a given order', ['large', 'small', 'medium'], ['Groß', 'Klein', 'Mittel']],
    ['a subset', ['medium'], ['Mittel']],
    ['nothing', [], []],
  ])('follows %s', (_, values, labels) => expect(selectOptions(LABELS, values).map((option) => option.label)).toEqual(labels))
})

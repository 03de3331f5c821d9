import { describe, expect, it } from '@jest/globals'

import { filterPhoneTyping, normalizePhone, phoneHint } from '@/src/domain/phone/phoneInput'
import { PHONE_EXAMPLES, phoneFormatHint, type PhoneCountry } from '@/src/domain/phone/texts'

describe('filterPhoneTyping (while typing)', () => {
  it.each<[string, string | null, string]>([
    ['brackets and hyphens vanish, spaces stay', '+43 (660) 12-34', '+43 660 1234'],
    ['letters vanish', 'Tel. 0660/123', ' 0660123'],
    ['leading 00 stays while typing', '0043 660', '0043 660'],
    ['null gives empty', null, ''],
  ])('%s', (_, input, expected) => expect(filterPhoneTyping(input)).toBe(expected))
})

describe('normalizePhone (on change)', () => {
  it.each<[string, string | null, string]>([
    ['leading 00 becomes +', '0043 660 123', '+43660123'],
    ['brackets, hyphens and spaces vanish', '+43 (660) 12-34', '+436601234'],
    ['00 after removed spaces becomes +', ' 00 49 151 2345', '+491512345'],
    ['national number stays national', '0660 1234567', '06601234567'],
    ['only the leading 00 is replaced', '0660 0012', '06600012'],
    ['a single leading 0 stays', '01 234', '01234'],
    ['null gives empty', null, ''],
  ])('%s', (_, input, expected) => expect(normalizePhone(input)).toBe(expected))
})

describe('phoneHint', () => {
  const hint = 'Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.'

  it.each<[string, string, string | null]>([
    ['national number gets the hint', '0660 1234567', hint],
    ['international number gets none', '+43 660 1234567', null],
    ['00-prefixed number counts as international', '0043 660 1234567', null],
    ['empty field gets none', '', null],
    ['only punctuation counts as empty', '( - )', null],
  ])('%s', (_, input, expected) => expect(phoneHint(input)).toBe(expected))

  it('uses the example of the given country', () =>
    expect(phoneHint('0151 2345', 'DE')).toBe('Bitte geben Sie eine gültige Nummer im Format +49 151 23456789 an.'))
})

describe('phoneFormatHint', () => {
  it.each<[PhoneCountry, string]>([
    ['AT', '+43 660 1234567'],
    ['DE', '+49 151 23456789'],
    ['CH', '+41 79 1234567'],
    ['LI', '+423 660 1234'],
  ])('%s example %s', (country, example) => {
    expect(PHONE_EXAMPLES[country]).toBe(example)
    expect(phoneFormatHint(country)).toBe(`Bitte geben Sie eine gültige Nummer im Format ${example} an.`)
  })

  it('defaults to Austria', () => expect(phoneFormatHint()).toBe('Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.'))

  it('every example passes its own check', () => {
    for (const example of Object.values(PHONE_EXAMPLES)) expect(phoneHint(example)).toBeNull()
  })
})

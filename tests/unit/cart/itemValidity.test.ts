import { describe, expect, it } from '@jest/globals'

import {
  isItemValid,
  isPartValid,
  toggleMultiselectOption,
  toggleSelectOption,
} from '@/src/domain/cart/itemValidity'
import type { ConfigurablePart, PartType, Product } from '@/src/domain/products/types'
import type { PartValue } from '@/src/domain/cart/types'
import type { UploadRef } from '@/src/domain/media/types'

const upload: UploadRef = { id: 4, publicHash: 'a1b2', version: 1, extension: 'pdf', mimeType: 'application/pdf' }

describe('isPartValid for required parts', () => {
  it.each<[PartType, PartValue, boolean]>([
    ['select', 'Groß', true],
    ['select', '', false],
    ['select', null, false],
    ['select', undefined, false],
    ['multiselect', ['Käse', 'Speck'], true],
    ['multiselect', ['Käse'], true],
    ['multiselect', [], false],
    ['multiselect', null, false],
    ['text', 'Bitte ohne Zwiebel', true],
    ['text', '   ', false],
    ['text', '', false],
    ['textarea', 'Zeile 1\nZeile 2', true],
    ['textarea', '\n\t ', false],
    ['file', [upload], true],
    ['file', [], false],
    ['files', [upload, { ...upload, id: 5 }], true],
    ['files', undefined, false],
    ['image', [{ ...upload, extension: 'png' }], true],
    ['image', null, false],
    ['images', [], false],
  ])('%s with %p → %p', (type, value, expected) => expect(isPartValid({ type }, value)).toBe(expected))
})

describe('optional parts are always valid', () => {
  it.each<[PartType, PartValue]>([
    ['select', null],
    ['multiselect', []],
    ['text', ''],
    ['textarea', '  '],
    ['file', []],
    ['images', undefined],
  ])('%s with %p', (type, value) => expect(isPartValid({ type, optional: true }, value)).toBe(true))
})

describe('isItemValid: amount above 0 and every part valid for configurable products', () => {
  const parts: ConfigurablePart[] = [
    { name: 'Größe', type: 'select', options: [{ name: 'Klein' }, { name: 'Groß', modifier: 'add', value: 2 }] },
    { name: 'Beläge', type: 'multiselect', optional: true, options: [{ name: 'Käse' }] },
    { name: 'Wunschtext', type: 'text' },
  ]
  const pizza: Product = { id: 3, name: 'Pizza', type: 'configurable', config: { parts } }
  const bread: Product = { id: 4, name: 'Brot', type: 'simple', config: { parts } }

  it.each<[string, Product, PartValue[] | null, number | string, boolean]>([
    ['all required parts answered', pizza, ['Groß', [], 'Alles Gute'], 1, true],
    ['amount 0', pizza, ['Groß', [], 'Alles Gute'], 0, false],
    ['negative amount', pizza, ['Groß', [], 'Alles Gute'], -1, false],
    ['amount as string', pizza, ['Groß', [], 'Alles Gute'], '0.5', true],
    ['missing select', pizza, [null, ['Käse'], 'Alles Gute'], 1, false],
    ['blank text', pizza, ['Klein', null, ' '], 1, false],
    ['no parts at all', pizza, null, 1, false],
    ['not configurable: parts do not count', bread, null, 2, true],
    ['not configurable, amount 0', bread, null, 0, false],
  ])('%s', (_, product, values, amount, expected) => expect(isItemValid(product, values, amount)).toBe(expected))
})

describe('toggleSelectOption: an optional select can be deselected by clicking again', () => {
  it.each<[string, string | null, string, boolean, string | null]>([
    ['choose an option', null, 'Groß', false, 'Groß'],
    ['switch to another option', 'Klein', 'Groß', true, 'Groß'],
    ['click the chosen option of an optional part', 'Groß', 'Groß', true, null],
    ['click the chosen option of a required part', 'Groß', 'Groß', false, 'Groß'],
  ])('%s', (_, current, option, optional, expected) =>
    expect(toggleSelectOption(current, option, optional)).toBe(expected),
  )
})

describe('toggleMultiselectOption', () => {
  it.each<[string, string[] | null, string, string[]]>([
    ['adds to nothing', null, 'Käse', ['Käse']],
    ['adds at the end', ['Käse'], 'Speck', ['Käse', 'Speck']],
    ['removes a chosen option', ['Käse', 'Speck'], 'Käse', ['Speck']],
  ])('%s', (_, current, option, expected) => expect(toggleMultiselectOption(current, option)).toEqual(expected))
})

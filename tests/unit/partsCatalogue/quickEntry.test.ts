import { describe, expect, it } from '@jest/globals'

import {
  QUICK_ENTRY_LIMIT,
  allQuickEntryMatches,
  quickEntryEnterProduct,
  quickEntryMatchKind,
  quickEntryMatches,
  quickEntryStatusText,
  type QuickEntryMatchKind,
  type QuickEntryProduct,
} from '@/src/domain/partsCatalogue/quickEntry'

const p = (uid: string | null, name: string): QuickEntryProduct => ({ uid, name })
const pump = p('5S1-100', 'Zahnradpumpe')
const valve = p('HV-205S1', 'Druckventil')
const motor = p('7M-300', '5S1 Adapter')
const filter = p('F-10', 'Filterelement')
const catalogue = [filter, motor, valve, pump]

describe('quickEntryMatchKind', () => {
  it.each<[string, QuickEntryProduct, string, QuickEntryMatchKind]>([
    ['uid prefix', pump, '5S1', 'uid'],
    ['uid suffix', valve, '5S1', 'uid'],
    ['uid prefix, lower case', pump, '5s1', 'uid'],
    ['uid in the middle does not count', p('A5S1B', 'X'), '5S1', null],
    ['name prefix', motor, '5s1', 'name'],
    ['name prefix, case-insensitive', filter, 'FILTER', 'name'],
    ['name in the middle does not count', filter, 'element', null],
    ['product without uid by name', p(null, 'Dichtung'), 'dicht', 'name'],
    ['input is trimmed', pump, ' 5S1-100 ', 'uid'],
    ['empty input matches nothing', pump, '', null],
    ['spaces match nothing', pump, '   ', null],
  ])('%s', (_, product, input, expected) => expect(quickEntryMatchKind(product, input)).toBe(expected))
})

describe('quickEntryMatches', () => {
  it('lists material-number matches before name matches', () =>
    expect(quickEntryMatches(catalogue, '5S1')).toEqual([valve, pump, motor]))

  it('shows at most 12 of 13 candidates', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => p(`5S1-${i}`, `Teil ${i}`))
    expect(QUICK_ENTRY_LIMIT).toBe(12)
    expect(allQuickEntryMatches(thirteen, '5S1')).toHaveLength(13)
    expect(quickEntryMatches(thirteen, '5S1')).toEqual(thirteen.slice(0, 12))
  })

  it('gives nothing for empty input', () => expect(quickEntryMatches(catalogue, '')).toEqual([]))
})

describe('quickEntryEnterProduct', () => {
  it.each<[string, string, QuickEntryProduct | null]>([
    ['exactly one match is added', 'HV-2', valve],
    ['one match by name is added', 'zahnrad', pump],
    ['two matches (uid suffix 00) add nothing', '00', null],
    ['three matches add nothing', '5S1', null],
    ['no match adds nothing', 'xyz', null],
    ['empty input adds nothing', '', null],
  ])('%s', (_, input, expected) => expect(quickEntryEnterProduct(catalogue, input)).toBe(expected))

  it('counts all matches, not only the 12 shown', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => p(`5S1-${i}`, `Teil ${i}`))
    expect(quickEntryEnterProduct(thirteen, '5S1')).toBeNull()
  })
})

describe('quickEntryStatusText', () => {
  it.each<[string, boolean, string, number, string | null]>([
    ['loading', true, '5S1', 0, 'Produktstamm wird geladen...'],
    ['loading wins over results', true, '', 3, 'Produktstamm wird geladen...'],
    ['nothing found', false, 'xyz', 0, 'Keine Einträge gefunden'],
    ['matches found', false, '5S1', 3, null],
    ['no input yet', false, '', 0, null],
  ])('%s', (_, isLoading, input, count, expected) => expect(quickEntryStatusText(isLoading, input, count)).toBe(expected))
})

import { describe, expect, it } from '@jest/globals'

import { branchMatchesTerm, searchWords, searchableTexts, type SearchableBranch } from '@/src/domain/branches/branchSearch'
import { containsFolded } from '@/src/domain/text/containsFolded'

const mariahilf: SearchableBranch = {
  name: 'Alpenküche Mariahilf',
  street: 'Mariahilfer Straße 12',
  zipCode: '1060',
  city: 'Wien',
  keywords: 'Schnitzel, Mittagsmenü',
  tags: [{ id: 1, name: 'Vegan' }, 7],
}
const graz: SearchableBranch = { name: 'Alpenküche Graz', street: 'Herrengasse 3', zipCode: '8010', city: 'Graz', tags: [] }
const moedling: SearchableBranch = { name: 'Filiale Süd', street: 'Hauptstraße 1', zipCode: '2340', city: 'Mödling' }

describe('searchWords', () => {
  it.each<[string | null, string[]]>([
    ['Wien, 1060', ['Wien', '1060']],
    ['  Graz  ', ['Graz']],
    ['a,,b , c', ['a', 'b', 'c']],
    ['', []],
    [' , ', []],
    [null, []],
  ])('%j → %j', (term, words) => expect(searchWords(term)).toEqual(words))
})

describe('searchableTexts', () => {
  it('takes tag names and skips bare tag ids', () =>
    expect(searchableTexts(mariahilf)).toEqual([
      'Alpenküche Mariahilf',
      'Mariahilfer Straße 12',
      'Wien',
      '1060',
      'Schnitzel, Mittagsmenü',
      'Vegan',
    ]))
})

describe('branchMatchesTerm', () => {
  it.each<[string, SearchableBranch, string | null, boolean]>([
    ['empty term matches all', graz, '', true],
    ['null term matches all', graz, null, true],
    ['zip code of "Wien, 1060"', mariahilf, 'Wien, 1060', true],
    ['"Wien, 1060" matches another Vienna branch by city alone (any word)', { name: 'Favoriten', zipCode: '1100', city: 'Wien' }, 'Wien, 1060', true],
    ['"Wien, 1060" does not match Graz', graz, 'Wien, 1060', false],
    ['upper-case GRAZ', graz, 'GRAZ', true],
    ['part of a zip code', mariahilf, '106', true],
    ['street', graz, 'herrengasse', true],
    ['keyword', mariahilf, 'schnitzel', true],
    ['tag name', mariahilf, 'vegan', true],
    ['a bare tag id is not searched', mariahilf, '7', false],
    ['description is not searched', { ...graz, description: 'Beste Knödel' } as SearchableBranch, 'Knödel', false],
    ['umlaut typed as oe', moedling, 'Moedling', true],
    ['umlaut typed without dots', moedling, 'modling', true],
    ['umlaut typed as umlaut', moedling, 'MÖDLING', true],
    ['ß typed as ss', moedling, 'hauptstrasse', true],
    ['ü in the name typed as ue', moedling, 'sued', true],
    ['no word matches', moedling, 'Linz Salzburg', false],
    ['one of several words matches', moedling, 'Linz 2340', true],
  ])('%s', (_, branch, term, expected) => expect(branchMatchesTerm(branch, term)).toBe(expected))
})

describe('containsFolded', () => {
  it.each<[string, string, boolean]>([
    ['Straße', 'strasse', true],
    ['Strasse', 'straße', true],
    ['Café Central', 'cafe', true],
    ['Moedling', 'mödling', true],
    ['Graz', 'wien', false],
  ])('%s contains %s: %s', (haystack, needle, expected) => expect(containsFolded(haystack, needle)).toBe(expected))
})

import { describe, expect, it } from '@jest/globals'

import { filterBranches } from '@/src/domain/branches/filterBranches'
import { branchMatchesTags, branchTagIds, toggleTag } from '@/src/domain/branches/tagFilter'
import { branchResultCounterText } from '@/src/domain/branches/texts'
import type { Branch } from '@/src/domain/branches/types'
import type { Id } from '@/src/domain/relations/types'

type B = Pick<Branch, 'name' | 'city' | 'zipCode' | 'tags'>
const wien: B = { name: 'Mariahilf', city: 'Wien', zipCode: '1060', tags: [{ id: 1, name: 'Vegan' }, { id: 2, name: 'Lieferung' }] }
const graz: B = { name: 'Herrengasse', city: 'Graz', zipCode: '8010', tags: [2] }
const linz: B = { name: 'Landstraße', city: 'Linz', zipCode: '4020', tags: null }
const all = [wien, graz, linz]

describe('toggleTag', () => {
  it.each<[string, Id[], Id, Id[]]>([
    ['selects an unselected tag', [], 1, [1]],
    ['appends to the selection', [1], 2, [1, 2]],
    ['deselects a selected tag', [1, 2], 1, [2]],
    ['compares ids as text', ['2'], 2, []],
  ])('%s', (_, selected, tag, expected) => expect(toggleTag(selected, tag)).toEqual(expected))
})

describe('tag filter (OR between selected tags)', () => {
  it('reads ids of tag objects and bare ids', () => expect(branchTagIds(wien)).toEqual(['1', '2']))

  it.each<[string, B, Id[], boolean]>([
    ['no selection lets every branch pass', linz, [], true],
    ['branch with the tag passes', wien, [1], true],
    ['bare id counts', graz, [2], true],
    ['branch without the tag is out', graz, [1], false],
    ['one of two selected tags is enough', graz, [1, 2], true],
    ['branch without tags is out when a tag is selected', linz, [2], false],
    ['string id matches numeric id', wien, ['1'], true],
  ])('%s', (_, branch, selected, expected) => expect(branchMatchesTags(branch, selected)).toBe(expected))
})

describe('filterBranches', () => {
  it.each<[string, string, Id[], B[], string, string | null]>([
    ['empty term shows all', '', [], all, '3 von 3 Filialen werden angezeigt.', null],
    ['"Wien, 1060" by city and zip', 'Wien, 1060', [], [wien], '1 von 3 Filialen werden angezeigt.', null],
    ['two cities', 'graz linz', [], [graz, linz], '2 von 3 Filialen werden angezeigt.', null],
    ['term and tag combine with AND', 'graz linz', [2], [graz], '1 von 3 Filialen werden angezeigt.', null],
    ['tag only', '', [2], [wien, graz], '2 von 3 Filialen werden angezeigt.', null],
    ['nothing found', 'Salzburg', [], [], '0 von 3 Filialen werden angezeigt.', 'Leider wurden keine Ergebnisse gefunden.'],
  ])('%s', (_, term, tags, branches, counterText, noResultText) => {
    const result = filterBranches(all, term, tags)
    expect(result.branches).toEqual(branches)
    expect(result.shown).toBe(branches.length)
    expect(result.total).toBe(3)
    expect(result.counterText).toBe(counterText)
    expect(result.noResultText).toBe(noResultText)
  })

  it('counter text of the spec', () => expect(branchResultCounterText(5, 12)).toBe('5 von 12 Filialen werden angezeigt.'))
})

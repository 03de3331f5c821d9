import { describe, expect, it } from '@jest/globals'

import { type FoldStyle, foldText } from '@/src/domain/text/fold'

describe('foldText: the one umlaut and accent folding of search and slugs', () => {
  it.each<[string, FoldStyle, string]>([
    ['Mödling', 'spelled', 'moedling'],
    ['Mödling', 'base', 'modling'],
    ['Straße', 'spelled', 'strasse'],
    ['Straße', 'base', 'strasse'],
    ['ÄRGER Über', 'spelled', 'aerger ueber'],
    ['Crème brûlée', 'spelled', 'creme brulee'],
    ['Crème brûlée', 'base', 'creme brulee'],
  ])('%s (%s) → %s', (text, style, expected) => expect(foldText(text, style)).toBe(expected))
})

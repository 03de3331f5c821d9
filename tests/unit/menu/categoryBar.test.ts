import { describe, expect, it } from '@jest/globals'

import { activeCategoryIndex, categoryScrollOffset, categoryScrollTarget } from '@/src/domain/menu/categoryBar'

describe('categoryScrollOffset: -150 px, or 36 % of the window width below 720 px', () => {
  it.each([
    [1280, -150],
    [720, -150],
    [719, -259],
    [390, -140],
    [360, -130],
  ])('window width %i → %i', (width, offset) => expect(categoryScrollOffset(width)).toBe(offset))

  it('the scroll target adds the offset and never goes above the page top', () => {
    expect(categoryScrollTarget(1000, 1280)).toBe(850)
    expect(categoryScrollTarget(100, 1280)).toBe(0)
    expect(categoryScrollTarget(1000, 390)).toBe(860)
  })
})

describe('activeCategoryIndex: the last group whose top lies above 25 % of the window height', () => {
  it.each<[string, number[], number, number]>([
    ['no groups', [], 800, -1],
    ['no group has reached the line yet: the first', [300, 900, 1500], 800, 0],
    ['first group above the line', [100, 900, 1500], 800, 0],
    ['second group above the line', [-600, 150, 900], 800, 1],
    ['a top exactly on the line does not count', [-600, 200, 900], 800, 0],
    ['all above: the last', [-1600, -900, -10], 800, 2],
  ])('%s', (_, tops, height, expected) => expect(activeCategoryIndex(tops, height)).toBe(expected))
})

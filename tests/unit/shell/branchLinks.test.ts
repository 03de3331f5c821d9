import { describe, expect, it } from '@jest/globals'

import { branchIdentifierOfPath, cartTarget, isPartsShopPath, shopNavigationTarget, singleBranchTarget } from '@/src/domain/shell/branchLinks'

const branch = (identifier: string | null, isEnabled = true, isPublic = true) => ({ identifier, isEnabled, isPublic })

describe('shopNavigationTarget', () => {
  it.each([
    ['first branch enabled and public', [branch('wien'), branch('graz', false)], '/store/wien'],
    ['first branch without identifier', [branch(null), branch('graz')], null],
    ['first branch disabled', [branch('wien', false), branch('graz')], null],
    ['first branch not public', [branch('wien', true, false), branch('graz')], null],
    ['no branch', [], null],
  ])('%s', (_, branches, expected) => expect(shopNavigationTarget(branches)).toBe(expected))
})

describe('singleBranchTarget', () => {
  it.each([
    ['exactly one branch', [branch('wien')], '/store/wien'],
    ['two branches', [branch('wien'), branch('graz')], null],
    ['none', [], null],
  ])('%s', (_, branches, expected) => expect(singleBranchTarget(branches)).toBe(expected))
})

describe('cartTarget', () => {
  const branches = [branch('wien'), branch('graz'), branch('linz', false)]
  it.each([
    ['last used branch', 'graz', branches, '/store/graz'],
    ['last used branch no longer enabled', 'linz', branches, '/'],
    ['unknown last branch, several branches', 'salzburg', branches, '/'],
    ['no last branch, the only enabled branch', null, [branch('wien'), branch('linz', false)], '/store/wien'],
    ['nothing at all', null, [], '/'],
  ])('%s', (_, last, list, expected) => expect(cartTarget(last, list)).toBe(expected))
})

describe('branchIdentifierOfPath', () => {
  it.each([
    ['/store/wien-mariahilf', 'wien-mariahilf'],
    ['/store/wien-mariahilf/checkout', 'wien-mariahilf'],
    ['/status/abc/def', null],
    ['/', null],
  ])('%s', (path, expected) => expect(branchIdentifierOfPath(path)).toBe(expected))
})

describe('isPartsShopPath', () => {
  it.each([
    ['/shop', true], ['/shop/cart', true], ['/shop/produkte/5S8/x', true], ['/account/login', true], ['/account', true],
    ['/', false], ['/store/linz', false], ['/shopping', false], ['/accounts', false], ['/site/shop', false],
  ])('%s → %s', (path, expected) => expect(isPartsShopPath(path)).toBe(expected))
})

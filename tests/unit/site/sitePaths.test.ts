import { describe, expect, it } from '@jest/globals'

import { ancestorPaths, isReservedSitePath, pathFromSegments, sitePath } from '@/src/domain/site'

describe('sitePath: a site page lives at its own path (issue 26 §1.8)', () => {
  it.each([
    ['/ueber-uns', '/ueber-uns'],
    ['leistungen/catering', '/leistungen/catering'],
    ['/leistungen/', '/leistungen'],
    ['//karriere//', '/karriere'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (path, expected) => expect(sitePath(path)).toBe(expected))
})

describe('pathFromSegments: the catch-all route\'s segments', () => {
  it.each([
    [['leistungen', 'catering'], '/leistungen/catering'],
    [['ueber-uns'], '/ueber-uns'],
    [['%C3%BCber'], '/über'],
    [['%E0%A4%A'], '/%E0%A4%A'],
  ])('%j → %s', (segments, expected) => expect(pathFromSegments(segments)).toBe(expected))
})

describe('isReservedSitePath: paths the shop\'s own routes own', () => {
  it.each([
    ['/shop', true],
    ['/shop/extra', true],
    ['/Account', true],
    ['/site/ueber-uns', true],
    ['/store', true],
    ['/preview', true],
    ['/frontdesk/1/x', true],
    ['/backoffice', true],
    ['/shopping', false],
    ['/ueber-uns', false],
    ['/', false],
  ])('%s: %s', (path, expected) => expect(isReservedSitePath(path)).toBe(expected))
})

describe('ancestorPaths: the pages above a page, for the breadcrumbs', () => {
  it.each([
    ['/leistungen/catering', ['/leistungen']],
    ['/a/b/c', ['/a', '/a/b']],
    ['/ueber-uns', []],
    ['/', []],
  ])('%s → %j', (path, expected) => expect(ancestorPaths(path)).toEqual(expected))
})

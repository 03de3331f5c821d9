import { describe, expect, it } from '@jest/globals'

import {
  CATALOGUE_PAGE_SIZE,
  clampPage,
  pageCount,
  pageFromQuery,
  pageOffset,
  paginationWindow,
  type PaginationItem,
} from '@/src/domain/pagination/pagination'
import { articleCountText } from '@/src/domain/pagination/texts'

const E = 'ellipsis' as const

describe('paginationWindow', () => {
  it.each<[string, number, number, PaginationItem[]]>([
    ['the spec example, page 6 of 20', 6, 20, [1, E, 4, 5, 6, 7, 8, E, 20]],
    ['page 1 of 20', 1, 20, [1, 2, 3, E, 20]],
    ['page 2 of 20', 2, 20, [1, 2, 3, 4, E, 20]],
    ['page 3 of 20', 3, 20, [1, 2, 3, 4, 5, E, 20]],
    ['page 4 of 20: first page touches the window', 4, 20, [1, 2, 3, 4, 5, 6, E, 20]],
    ['page 5 of 20: a single skipped page is shown', 5, 20, [1, 2, 3, 4, 5, 6, 7, E, 20]],
    ['page 16 of 20: a single skipped page at the end', 16, 20, [1, E, 14, 15, 16, 17, 18, 19, 20]],
    ['page 19 of 20', 19, 20, [1, E, 17, 18, 19, 20]],
    ['last page of 20', 20, 20, [1, E, 18, 19, 20]],
    ['only one page', 1, 1, [1]],
    ['two pages', 2, 2, [1, 2]],
    ['page 1 of 7', 1, 7, [1, 2, 3, E, 7]],
    ['page 4 of 7: window covers everything', 4, 7, [1, 2, 3, 4, 5, 6, 7]],
    ['page 5 of 7', 5, 7, [1, 2, 3, 4, 5, 6, 7]],
    ['page 7 of 7', 7, 7, [1, E, 5, 6, 7]],
    ['no pages', 1, 0, []],
    ['page beyond the end is clamped', 99, 7, [1, E, 5, 6, 7]],
    ['page 0 is clamped to 1', 0, 7, [1, 2, 3, E, 7]],
  ])('%s', (_, current, total, expected) => expect(paginationWindow(current, total)).toEqual(expected))
})

describe('pageCount', () => {
  it('uses 60 per catalogue page', () => expect(CATALOGUE_PAGE_SIZE).toBe(60))

  it.each<[number, number | undefined, number]>([
    [0, undefined, 0],
    [1, undefined, 1],
    [60, undefined, 1],
    [61, undefined, 2],
    [1200, undefined, 20],
    [25, 10, 3],
  ])('%d items at page size %s give %d pages', (total, size, expected) => expect(pageCount(total, size)).toBe(expected))

  it('refuses a page size of 0', () => expect(() => pageCount(10, 0)).toThrow(RangeError))
})

describe('pageOffset', () => {
  it.each<[number, number | undefined, number]>([
    [1, undefined, 0],
    [2, undefined, 60],
    [3, undefined, 120],
    [0, undefined, 0],
    [4, 10, 30],
  ])('page %d at page size %s starts at %d', (page, size, expected) => expect(pageOffset(page, size)).toBe(expected))
})

describe('clampPage and pageFromQuery', () => {
  it.each<[number, number, number]>([
    [5, 3, 3],
    [-2, 3, 1],
    [2, 3, 2],
    [2.7, 3, 2],
    [Number.NaN, 3, 1],
    [4, 0, 1],
  ])('clampPage(%d, %d) = %d', (page, total, expected) => expect(clampPage(page, total)).toBe(expected))

  it.each<[string | string[] | null | undefined, number]>([
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['-1', 1],
    ['2.5', 1],
    ['abc', 1],
    [['4', '5'], 4],
    [null, 1],
    [undefined, 1],
  ])('pageFromQuery(%j) = %d', (value, expected) => expect(pageFromQuery(value)).toBe(expected))
})

describe('articleCountText', () => {
  it.each<[number, string]>([
    [0, '0 Artikel gefunden'],
    [1, '1 Artikel gefunden'],
    [1234, '1234 Artikel gefunden'],
  ])('%d → %s', (n, expected) => expect(articleCountText(n)).toBe(expected))
})

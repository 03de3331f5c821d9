/** Catalogue page size (parts-shop-and-site.md section 9). */
export const CATALOGUE_PAGE_SIZE = 60
/** Pages shown on each side of the current page. */
const PAGINATION_SIBLINGS = 2

export type PaginationItem = number | 'ellipsis'

/** Number of pages for `total` items; 0 items give 0 pages. */
export function pageCount(total: number, pageSize = CATALOGUE_PAGE_SIZE): number {
  if (!(pageSize > 0)) throw new RangeError('pageSize must be positive')
  return total > 0 ? Math.ceil(total / pageSize) : 0
}

/** A page number forced into 1..totalPages (1 when there are no pages); non-numbers give 1. */
export function clampPage(page: number, totalPages: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1
  return Math.min(Math.max(whole, 1), Math.max(totalPages, 1))
}

/** Reads the 'page' query parameter: a positive integer, anything else means page 1. */
export function pageFromQuery(value: string | string[] | null | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  return raw !== undefined && raw !== null && /^\d+$/.test(raw.trim()) && Number(raw) >= 1 ? Number(raw) : 1
}

/** Offset of the first item on a (1-based) page: page 3 of 60 → 120. Pages below 1 count as 1. */
export function pageOffset(page: number, pageSize = CATALOGUE_PAGE_SIZE): number {
  return (Math.max(Math.floor(page), 1) - 1) * pageSize
}

/**
 * The page buttons: two pages on each side of the current page, plus the first and last page. An
 * ellipsis stands for two or more skipped pages; a single skipped page is shown as its number,
 * since an ellipsis would take the same room. Example: (6, 20) → [1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 20].
 * No pages give []; the current page is clamped into range.
 */
export function paginationWindow(current: number, totalPages: number, siblings = PAGINATION_SIBLINGS): PaginationItem[] {
  if (totalPages < 1) return []
  const page = clampPage(current, totalPages)
  const from = Math.max(page - siblings, 1)
  const to = Math.min(page + siblings, totalPages)
  const items: PaginationItem[] = []
  if (from > 1) items.push(1)
  if (from === 3) items.push(2)
  else if (from > 3) items.push('ellipsis')
  for (let number = from; number <= to; number += 1) items.push(number)
  if (to === totalPages - 2) items.push(totalPages - 1)
  else if (to < totalPages - 2) items.push('ellipsis')
  if (to < totalPages) items.push(totalPages)
  return items
}

import { TRUNCATION_MARK } from './texts'

/** Default length of truncated texts (parts-shop-and-site.md section 9). */
export const DEFAULT_TRUNCATE_LENGTH = 128

/**
 * Shortens a text to at most `maxLength` characters *including* the appended '...'. Characters are
 * Unicode code points, so an emoji is never cut in half. When a space lies in the second half of
 * the kept part the cut happens there (no word is cut in the middle); otherwise the text is cut
 * hard. Whitespace and trailing punctuation before the mark are removed. A text of at most
 * `maxLength` characters comes back unchanged.
 */
export function truncateText(text: string | null | undefined, maxLength = DEFAULT_TRUNCATE_LENGTH): string {
  const value = text ?? ''
  const chars = Array.from(value)
  if (chars.length <= maxLength) return value
  const budget = Math.max(0, maxLength - TRUNCATION_MARK.length)
  const kept = chars.slice(0, budget)
  // A cut right before a space keeps the last word whole.
  const cutsWord = chars[budget] !== undefined && !/\s/.test(chars[budget])
  const lastSpace = cutsWord ? findLastSpace(kept) : kept.length
  const end = lastSpace >= budget / 2 ? lastSpace : kept.length
  const head = kept.slice(0, end).join('').replace(/[\s,;:.\-–]+$/u, '')
  return head + TRUNCATION_MARK
}

function findLastSpace(chars: string[]): number {
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (/\s/.test(chars[index])) return index
  }
  return -1
}

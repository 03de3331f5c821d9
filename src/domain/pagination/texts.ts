import { fillPlaceholders } from '../text/placeholders'

/** Count text of the catalogue (parts-shop-and-site.md section 2). */
const ARTICLE_COUNT_TEXT = '{n} Artikel gefunden'

/** '60 Artikel gefunden'; the number is written without thousands separator. */
export function articleCountText(total: number): string {
  return fillPlaceholders(ARTICLE_COUNT_TEXT, { n: total })
}

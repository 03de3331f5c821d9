import { foldText } from './fold'

/** URL slug: lowercase, German umlauts spelled out, everything else non-alphanumeric collapsed to one hyphen. */
export function slugify(text: string): string {
  return foldText(text, 'spelled')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

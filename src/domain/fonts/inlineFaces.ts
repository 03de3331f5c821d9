/**
 * The @font-face rules a page carries in its head (issue 14): every page's HTML holds them twice
 * (the head and React's payload), so they are kept to what German pages set and written without
 * comments and indentation. The packages' Cyrillic, Greek, Vietnamese, maths and symbol subsets
 * are left out: a character of them is drawn in the system font (unicode-range decides per
 * character), and the font route still serves every subset to a stylesheet that asks for it.
 */

/** The subsets German texts need: Basic Latin with €, and Latin Extended for names from the neighbouring countries. */
const INLINE_SUBSETS = ['latin', 'latin-ext'] as const

const FACE = /@font-face\s*\{[^}]*\}/g
const FILE_SUBSET = /url\([^)]*\/[a-z0-9-]+?-([a-z]+(?:-ext)?)-[1-9]00-(?:normal|italic)\.woff2\)/

/** The subset of a rule's woff2 file ('latin-ext' of '…/roboto-latin-ext-700-normal.woff2'), or null. */
export function faceSubset(rule: string): string | null {
  return FILE_SUBSET.exec(rule)?.[1] ?? null
}

/** The rules of `css` whose files belong to one of `subsets`, each on one line without extra spaces. */
export function compactFaces(css: string, subsets: readonly string[] = INLINE_SUBSETS): string {
  return (css.match(FACE) ?? [])
    .filter((rule) => subsets.includes(faceSubset(rule) ?? ''))
    .map((rule) => rule.replace(/\s*([{};:,])\s*/g, '$1').replace(/;\}/, '}'))
    .join('')
}

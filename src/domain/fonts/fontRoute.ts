/**
 * The font route's names (spec 002 §7: GET /fonts/google/{family}/style-{variant}.embed.css):
 * Google's variant names ('regular', 'italic', '700', '700italic') as weight and style, the
 * family's address segment, and the addresses of a stylesheet and of its font files.
 */

type FontStyle = 'normal' | 'italic'
export type FontFace = { weight: number; style: FontStyle }

const VARIANT = /^(?:(regular)|(italic)|([1-9]00)(italic)?)$/
const STYLESHEET = /^style-(.+)\.embed\.css$/
const FONT_FILE = /^[a-z0-9-]+\.woff2?$/

const FONT_ROUTE_PREFIX = '/fonts/google'

/** 'regular' → 400 normal, 'italic' → 400 italic, '700' → 700 normal, '700italic' → 700 italic; anything else null. */
export function parseVariant(variant: string): FontFace | null {
  const match = VARIANT.exec(variant)
  if (!match) return null
  if (match[1]) return { weight: 400, style: 'normal' }
  if (match[2]) return { weight: 400, style: 'italic' }
  const weight = Number(match[3])
  // Google names weight 400 'regular' / 'italic', never '400' or '400italic'.
  if (weight === 400) return null
  return { weight, style: match[4] ? 'italic' : 'normal' }
}

/** Google's name of a weight and style (the inverse of parseVariant). */
export function variantName({ weight, style }: FontFace): string {
  if (weight === 400) return style === 'italic' ? 'italic' : 'regular'
  return style === 'italic' ? `${weight}italic` : String(weight)
}

/** The family as one address segment: 'Source Sans 3' → 'source-sans-3'. */
export const familySlug = (family: string): string => family.trim().toLowerCase().replace(/[\s+_]+/g, '-')

/** The variant of a stylesheet's file name ('style-700italic.embed.css' → '700italic'), or null. */
export function stylesheetVariant(fileName: string): string | null {
  return STYLESHEET.exec(fileName)?.[1] ?? null
}

/** A font file's name as the packages ship it ('roboto-latin-700-italic.woff2'); nothing else is served. */
export const isFontFileName = (fileName: string): boolean => FONT_FILE.test(fileName)

/** Address of the stylesheet of a family and variant. */
export const stylesheetPath = (family: string, variant: string): string =>
  `${FONT_ROUTE_PREFIX}/${familySlug(family)}/style-${variant}.embed.css`

/** Address of one of a family's font files. */
const fontFilePath = (family: string, fileName: string): string => `${FONT_ROUTE_PREFIX}/${familySlug(family)}/files/${fileName}`

/**
 * The family an address segment names, by its slug or its name ('Open Sans', 'Open+Sans',
 * 'open-sans', case-insensitive), among the offered ones; else undefined.
 */
export function familyOfSegment<T extends { family: string }>(segment: string, families: readonly T[]): T | undefined {
  const slug = familySlug(segment)
  return families.find((entry) => familySlug(entry.family) === slug)
}

/**
 * A packaged @font-face stylesheet with its relative `url(./files/…)` references turned into the
 * route's addresses of the family's files, so no request leaves the server.
 */
export function rewriteFontUrls(css: string, family: string): string {
  return css.replace(/url\((['"]?)\.\/files\/([^'")]+)\1\)/g, (_, _quote: string, fileName: string) => `url(${fontFilePath(family, fileName)})`)
}

/**
 * The packaged stylesheets swap the font in when it arrives (`font-display: swap`), which moves
 * every line set in the fallback (Lighthouse: the consent window, CLS 0.056). The route asks for
 * `optional` instead: a font that is not there within about 100 ms is used from the next page on,
 * and nothing on the page moves.
 */
export function withoutFontSwap(css: string): string {
  return css.replace(/font-display:\s*swap/g, 'font-display: optional')
}

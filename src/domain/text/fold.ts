/**
 * Text folding for search and slugs: lowercase, and German umlauts either spelled out ('ö' → 'oe',
 * 'ß' → 'ss') or reduced to the base letter ('ö' → 'o'); other accents are dropped in both variants.
 */
export type FoldStyle = 'spelled' | 'base'

const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

export function foldText(text: string, style: FoldStyle): string {
  const lower = text.toLowerCase()
  const umlauts = style === 'spelled' ? lower.replace(/[äöüß]/g, (letter) => SPELLED[letter] ?? letter) : lower.replace(/ß/g, 'ss')
  return umlauts.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
}

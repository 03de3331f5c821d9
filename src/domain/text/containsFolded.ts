import { foldText } from './fold'

/**
 * True when `needle` occurs in `haystack`, ignoring case and umlaut spelling: 'moedling',
 * 'mödling' and 'modling' all find 'Mödling'; 'strasse' finds 'Straße'.
 */
export function containsFolded(haystack: string, needle: string): boolean {
  return (
    foldText(haystack, 'spelled').includes(foldText(needle, 'spelled')) ||
    foldText(haystack, 'base').includes(foldText(needle, 'base'))
  )
}

import { legalDocumentBySlug } from '@/src/domain/shell'

import { loadLegalSettings } from './data'
import { LEGAL_TITLES } from './texts'

/** The legal document at /site/{slug} with its title and text, or null (no such document, or no text). */
export async function legalDocumentAt(path: readonly string[]): Promise<{ title: string; markdown: string } | null> {
  if (path.length !== 2 || path[0] !== 'site') return null
  const legal = legalDocumentBySlug(path[1])
  const markdown = legal ? (await loadLegalSettings())[`${legal.key}Text`]?.trim() : undefined
  return legal && markdown ? { title: LEGAL_TITLES[legal.key], markdown } : null
}

import { slugify } from '../text/slug'
import { AI_BLOCKS, type AiBlockType } from './blocks'
import { TONES, type Tone } from './options'

/** One message of a chat completion request. */
export type ChatMessage = { role: 'system' | 'user'; content: string }

type SiteRequest = { prompt: string; tone: Tone; blocks: readonly AiBlockType[]; site: { name: string; path: string } }

const SITE_SYSTEM = [
  'Du schreibst Texte für die Website eines Gastronomie- und Handelsbetriebs in Österreich.',
  'Schreibe ausschließlich auf Deutsch (österreichische Schreibweise ist willkommen), ohne Markdown, ohne HTML, ohne Emojis.',
  'Erfinde keine Preise, Adressen, Telefonnummern, Öffnungszeiten oder Auszeichnungen, die in der Beschreibung nicht vorkommen.',
  'Antworte nur mit einem JSON-Objekt der Form { "blocks": [ … ] } mit genau den verlangten Blöcken in der verlangten Reihenfolge.',
].join('\n')

/**
 * The chat messages asking the text model for the blocks of a page: the rules and the JSON shape
 * of each requested block in the system message, the editor's description in the user message.
 */
export function sitePromptMessages({ prompt, tone, blocks, site }: SiteRequest): ChatMessage[] {
  const wanted = blocks.map((type, index) => `${index + 1}. ${AI_BLOCKS[type].shape} – ${AI_BLOCKS[type].hint}`).join('\n')
  return [
    { role: 'system', content: `${SITE_SYSTEM}\nTonalität: ${TONES[tone].instruction}.\nVerlangte Blöcke:\n${wanted}` },
    { role: 'user', content: `Seite „${site.name}“ (${site.path}).\nWorum es geht: ${prompt}` },
  ]
}

/** The chat messages asking the text model for the German alt text of a generated image. */
export function altTextMessages(imagePrompt: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'Du schreibst Alternativtexte für Bilder einer Website, auf Deutsch, sachlich, höchstens 150 Zeichen, ohne „Bild von“ am Anfang. Antworte nur mit einem JSON-Objekt der Form { "alt": "…" }.',
    },
    { role: 'user', content: `Das Bild wurde nach dieser Beschreibung erzeugt: ${imagePrompt}` },
  ]
}

/** 'ki-schnitzel-auf-holztisch-20260615-101500.png': the file name of a generated image, from its description and time. */
export function generatedImageName(prompt: string, at: Date, extension: string): string {
  const words = slugify(prompt).split('-').filter(Boolean).slice(0, 6).join('-') || 'bild'
  const stamp = at.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-')
  return `ki-${words}-${stamp}.${extension}`
}

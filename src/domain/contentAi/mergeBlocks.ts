import type { GeneratedBlock } from './blocks'

/** A block of a page's body as stored: its type, its id once saved, and its fields. */
export type BodyBlock = { blockType: string; id?: string | null; [field: string]: unknown }

/** Turns paragraphs into the rich-text value the blocks store (the server's Lexical builder). */
export type RichTextOf = (paragraphs: string[]) => unknown

type Step = { title?: string; text?: unknown; [field: string]: unknown }

/** The text fields of a generated block, as the block stores them; `steps` keeps the icons of existing steps by position. */
function textFields(block: GeneratedBlock, existing: BodyBlock | undefined, richText: RichTextOf): Record<string, unknown> {
  switch (block.blockType) {
    case 'stepList': {
      const before = (Array.isArray(existing?.steps) ? existing.steps : []) as Step[]
      return { title: block.title, steps: block.steps.map((step, index) => ({ ...before[index], title: step.title, text: richText([step.text]) })) }
    }
    case 'quote':
      return { text: richText(block.paragraphs), author: block.author ?? existing?.author ?? null }
    case 'textWithSubHeadline':
      return { title: block.title, subHeadline: block.subHeadline, text: richText(block.paragraphs) }
    case 'textImageSlogan':
      return { title: block.title, slogan: block.slogan, text: richText(block.paragraphs) }
    default:
      return { title: block.title, text: richText(block.paragraphs) }
  }
}

/**
 * The page's body with the generated texts: each generated block fills the next block of the same
 * type already on the page (its id, images, links and other fields kept, only the texts replaced);
 * where the page has no such block left, a new one is appended. Blocks not generated stay as they are.
 */
export function mergeGeneratedBlocks(body: readonly BodyBlock[], generated: readonly GeneratedBlock[], richText: RichTextOf): BodyBlock[] {
  const merged = body.map((block) => ({ ...block }))
  const filled = new Set<number>()
  for (const block of generated) {
    const index = merged.findIndex((candidate, position) => candidate.blockType === block.blockType && !filled.has(position))
    if (index >= 0) {
      merged[index] = { ...merged[index], ...textFields(block, merged[index], richText) }
      filled.add(index)
    } else {
      merged.push({ blockType: block.blockType, ...textFields(block, undefined, richText) })
      filled.add(merged.length - 1)
    }
  }
  return merged
}

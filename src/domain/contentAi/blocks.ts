/**
 * The text-bearing content blocks (blocks/) the AI may fill, what the model is asked to write for
 * each (the JSON shape of one entry of its answer) and the block's German label. Blocks with only
 * images, references, people or forms are left to the editors.
 */
export const AI_BLOCKS = {
  heroA: { label: 'Hero A', shape: '{ "blockType": "heroA", "title": "…", "paragraphs": ["…"] }', hint: 'kurze, starke Überschrift und ein bis zwei Sätze Einleitung' },
  heroB: { label: 'Hero B', shape: '{ "blockType": "heroB", "title": "…", "paragraphs": ["…"] }', hint: 'kurze, starke Überschrift und ein bis zwei Sätze Einleitung' },
  textContent: { label: 'Text', shape: '{ "blockType": "textContent", "title": "…", "paragraphs": ["…", "…"] }', hint: 'Zwischenüberschrift und zwei bis vier Absätze' },
  textWithSubHeadline: {
    label: 'Text mit Unterüberschrift',
    shape: '{ "blockType": "textWithSubHeadline", "title": "…", "subHeadline": "…", "paragraphs": ["…"] }',
    hint: 'Überschrift, Unterüberschrift und zwei bis drei Absätze',
  },
  textImageSlogan: {
    label: 'Text, Bild und Slogan',
    shape: '{ "blockType": "textImageSlogan", "title": "…", "paragraphs": ["…"], "slogan": "…" }',
    hint: 'Überschrift, ein bis zwei Absätze und ein einprägsamer Slogan',
  },
  quote: { label: 'Zitat', shape: '{ "blockType": "quote", "paragraphs": ["…"], "author": "…" }', hint: 'ein kurzes Zitat und wer es sagt' },
  stepList: {
    label: 'Schrittliste',
    shape: '{ "blockType": "stepList", "title": "…", "steps": [{ "title": "…", "text": "…" }] }',
    hint: 'Überschrift und drei bis fünf Schritte mit je einem Satz',
  },
} as const

export type AiBlockType = keyof typeof AI_BLOCKS

export const AI_BLOCK_TYPES = Object.keys(AI_BLOCKS) as AiBlockType[]

export const isAiBlockType = (name: string): name is AiBlockType => Object.hasOwn(AI_BLOCKS, name)

/** 'Hero A (heroA), Text (textContent), …' for the message naming the blocks that can be filled. */
export const aiBlockList = (): string => AI_BLOCK_TYPES.map((type) => `${AI_BLOCKS[type].label} (${type})`).join(', ')

type Paragraphs = { paragraphs: string[] }

/** One block of the model's answer, as validated by the server. */
export type GeneratedBlock =
  | ({ blockType: 'heroA' | 'heroB' | 'textContent'; title: string } & Paragraphs)
  | ({ blockType: 'textWithSubHeadline'; title: string; subHeadline: string } & Paragraphs)
  | ({ blockType: 'textImageSlogan'; title: string; slogan: string } & Paragraphs)
  | ({ blockType: 'quote'; author?: string } & Paragraphs)
  | { blockType: 'stepList'; title: string; steps: { title: string; text: string }[] }

/**
 * The answered blocks in the order the editor asked for them: for each requested type the first
 * answered block of that type not taken yet. Null when the model left one out.
 */
export function pickRequestedBlocks(requested: readonly AiBlockType[], answered: readonly GeneratedBlock[]): GeneratedBlock[] | null {
  const unused = [...answered]
  const picked: GeneratedBlock[] = []
  for (const type of requested) {
    const index = unused.findIndex((block) => block.blockType === type)
    if (index < 0) return null
    picked.push(unused.splice(index, 1)[0])
  }
  return picked
}

import { z } from 'zod'

import { AI_BLOCK_TYPES } from '@/src/domain/contentAi'

/*
 * What the text model answers, checked before use (the request bodies of the AI content calls are
 * in src/domain/contracts/contentAi.ts).
 */

const line = (max: number) => z.string().trim().min(1).max(max)
const paragraphs = z.array(line(3000)).min(1).max(12)

/** One block of the text model's answer: the shapes of AI_BLOCKS (src/domain/contentAi/blocks.ts). */
const generatedBlock = z.discriminatedUnion('blockType', [
  z.object({ blockType: z.enum(['heroA', 'heroB', 'textContent']), title: line(200), paragraphs }),
  z.object({ blockType: z.literal('textWithSubHeadline'), title: line(200), subHeadline: line(300), paragraphs }),
  z.object({ blockType: z.literal('textImageSlogan'), title: line(200), slogan: line(300), paragraphs }),
  z.object({ blockType: z.literal('quote'), paragraphs, author: line(200).optional() }),
  z.object({ blockType: z.literal('stepList'), title: line(200), steps: z.array(z.object({ title: line(200), text: line(1000) })).min(1).max(10) }),
])

/**
 * The text model's answer for a page: `{ blocks: [...] }`. Entries of blocks it was not asked for
 * (or cannot fill) are dropped before validation, so one stray entry does not spoil the answer.
 */
export const generatedSite = z.object({
  blocks: z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => (AI_BLOCK_TYPES as string[]).includes((entry as { blockType?: string } | null)?.blockType ?? '')) : value),
    z.array(generatedBlock).max(20),
  ),
})

/** The text model's answer for an image's alt text. */
export const generatedAltText = z.object({ alt: line(300) })

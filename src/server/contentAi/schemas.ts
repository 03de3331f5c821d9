import { z } from 'zod'

import { AI_BLOCK_TYPES, CONTENT_AI_TEXTS as T, DEFAULT_IMAGE_SIZE, DEFAULT_TONE, IMAGE_SIZE_KEYS, TONE_KEYS } from '@/src/domain/contentAi'

/** How many blocks one draft may ask for. */
const MAX_BLOCKS = 8

/** The body of POST /api/content-ai/generate/site/{id}; the block names are checked against AI_BLOCKS by the endpoint (400). */
export const siteInput = z.object({
  prompt: z.string().trim().min(3, { message: T.errors.promptMissing }).max(2000),
  tone: z.enum(TONE_KEYS, { message: T.errors.tone }).default(DEFAULT_TONE),
  blocks: z.array(z.string().trim().min(1).max(60), { message: T.errors.blocksMissing }).min(1, { message: T.errors.blocksMissing }).max(MAX_BLOCKS),
})

/** The body of POST /api/content-ai/generate/image; `alt` is the editor's own alt text (none: the text model writes one). */
export const imageInput = z.object({
  prompt: z.string().trim().min(3, { message: T.errors.imagePromptMissing }).max(1000),
  size: z.enum(IMAGE_SIZE_KEYS, { message: T.errors.size }).default(DEFAULT_IMAGE_SIZE),
  alt: z.string().trim().min(1).max(300).optional(),
})

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

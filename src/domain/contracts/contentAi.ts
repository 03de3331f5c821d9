import { z } from 'zod'

import { DEFAULT_IMAGE_SIZE, DEFAULT_TONE, IMAGE_SIZE_KEYS, TONE_KEYS } from '../contentAi/options'
import { CONTENT_AI_TEXTS as T } from '../contentAi/texts'

/*
 * The AI content calls (back-office.md §7 'AI content', issue 25): a draft of a page's blocks and a
 * picture for the images, each answering `{ doc }`, the written document.
 */

/** How many blocks one draft may ask for. */
const MAX_BLOCKS = 8

/** The body of `POST /api/content-ai/generate/site/{id}`; the block names are checked against AI_BLOCKS by the endpoint (400). */
export const siteDraftInput = z.object({
  prompt: z.string().trim().min(3, { message: T.errors.promptMissing }).max(2000),
  tone: z.enum(TONE_KEYS, { message: T.errors.tone }).default(DEFAULT_TONE),
  blocks: z.array(z.string().trim().min(1).max(60), { message: T.errors.blocksMissing }).min(1, { message: T.errors.blocksMissing }).max(MAX_BLOCKS),
})
export type SiteDraftInput = z.input<typeof siteDraftInput>

/** The body of `POST /api/content-ai/generate/image`; `alt` is the editor's own alt text (none: the text model writes one). */
export const generatedImageInput = z.object({
  prompt: z.string().trim().min(3, { message: T.errors.imagePromptMissing }).max(1000),
  size: z.enum(IMAGE_SIZE_KEYS, { message: T.errors.size }).default(DEFAULT_IMAGE_SIZE),
  alt: z.string().trim().min(1).max(300).optional(),
})
export type GeneratedImageInput = z.input<typeof generatedImageInput>

/** A document the AI wrote, as Payload answers it: the screen opens it by its id or hands it to the form as it is. */
type ContentAiDoc = { id: number }

/** `POST /api/content-ai/generate/site/{id}`: the page's new draft. */
export type SiteDraftAnswer = { doc: ContentAiDoc }
/** `POST /api/content-ai/generate/image` (201): the stored image. */
export type GeneratedImageAnswer = { doc: ContentAiDoc }

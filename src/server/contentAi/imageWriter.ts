import { fileTypeFromBuffer } from 'file-type'
import type { PayloadRequest } from 'payload'

import { altTextMessages, CONTENT_AI_TEXTS as T, generatedImageName, type ImageSize } from '@/src/domain/contentAi'
import { ApiError } from '@/src/server/http/apiError'

import { contentAi, type ContentAi } from './config'
import { enforceContentAiLimit } from './editors'
import { askForJson, generateImageBytes } from './provider'
import { generatedAltText } from './modelAnswers'

type ImageInput = { prompt: string; size: ImageSize; alt?: string }

/** The picture formats an image model answers, with the file extension they are stored under. */
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }

const altTextOf = async (req: PayloadRequest, ai: ContentAi, prompt: string) => (await askForJson(req, ai, altTextMessages(prompt), generatedAltText)).alt

/**
 * Has the image model draw the described picture and stores it in `images` (Payload makes its
 * sizes), with the editor's alt text or a German one the text model writes at the same time.
 * Bytes that are no picture are the provider's fault (502). Answers the stored image.
 */
export async function storeGeneratedImage(req: PayloadRequest, { prompt, size, alt }: ImageInput) {
  const ai = contentAi(alt ? ['image'] : ['image', 'text'])
  await enforceContentAiLimit(req)
  const [data, altText] = await Promise.all([generateImageBytes(req, ai, prompt, size), alt ?? altTextOf(req, ai, prompt)])
  const mimetype = (await fileTypeFromBuffer(data))?.mime ?? ''
  if (!EXTENSIONS[mimetype]) {
    req.payload.logger.warn({ mimetype, bytes: data.length }, 'content AI: the image answer is no picture')
    throw new ApiError(T.errors.unusableAnswer, 502)
  }
  const name = generatedImageName(prompt, new Date(), EXTENSIONS[mimetype])
  return req.payload.create({
    collection: 'images',
    data: { alt: altText },
    file: { data, mimetype, name, size: data.length },
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
}

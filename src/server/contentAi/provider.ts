import { APIConnectionTimeoutError } from 'openai'
import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { CONTENT_AI_TEXTS as T, imageResponseFormat, type ChatMessage, type ImageSize } from '@/src/domain/contentAi'
import { ApiError } from '@/src/server/http/apiError'

import type { ContentAi } from './config'

/**
 * One call to the provider, aborted after the configured time: its failures become the German 502
 * (a timeout with its own message), logged with the provider's status but never answered with its
 * details. The timeout is our own signal, so it is recognised whatever the fetch implementation throws.
 */
async function call<T>(req: PayloadRequest, ai: ContentAi, what: string, request: (options: { signal: AbortSignal }) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(ai.timeoutMs)
  try {
    return await request({ signal })
  } catch (error) {
    const timedOut = signal.aborted || error instanceof APIConnectionTimeoutError
    req.payload.logger.warn({ err: error, status: (error as { status?: number }).status }, `content AI: ${what} ${timedOut ? 'timed out' : 'failed'}`)
    throw new ApiError(timedOut ? T.errors.timeout : T.errors.providerFailed, 502)
  }
}

/** 502 'unbrauchbar' for an answer that is no JSON of the expected shape. */
function unusable(req: PayloadRequest, what: string, detail: unknown): never {
  req.payload.logger.warn({ detail }, `content AI: unusable answer to ${what}`)
  throw new ApiError(T.errors.unusableAnswer, 502)
}

/** Asks the text model for a JSON object (`response_format: json_object`) and validates it with the schema. */
export async function askForJson<S extends z.ZodType>(req: PayloadRequest, ai: ContentAi, messages: ChatMessage[], schema: S): Promise<z.output<S>> {
  const completion = await call(req, ai, 'text', (options) =>
    ai.client.chat.completions.create({ model: ai.models.text, messages, response_format: { type: 'json_object' } }, options),
  )
  const content = completion.choices?.[0]?.message?.content ?? ''
  let value: unknown
  try {
    value = JSON.parse(content)
  } catch {
    return unusable(req, 'text', content.slice(0, 200))
  }
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : unusable(req, 'text', parsed.error.issues.slice(0, 5))
}

/** Asks the image model for one picture of the given size, answered base64 (`b64_json`), and answers its bytes. */
export async function generateImageBytes(req: PayloadRequest, ai: ContentAi, prompt: string, size: ImageSize): Promise<Buffer> {
  const model = ai.models.image
  const answer = await call(req, ai, 'image', (options) => ai.client.images.generate({ model, prompt, size, n: 1, response_format: imageResponseFormat(model) }, options))
  const base64 = answer.data?.[0]?.b64_json
  if (!base64) return unusable(req, 'image', 'no b64_json')
  return Buffer.from(base64, 'base64')
}

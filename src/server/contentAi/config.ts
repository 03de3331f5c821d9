import OpenAI from 'openai'

import { CONTENT_AI_TEXTS as T } from '@/src/domain/contentAi'
import { ApiError } from '@/src/server/http/apiError'

/** How long one call to the provider may take unless CONTENT_AI_TIMEOUT_MS says otherwise. */
const DEFAULT_TIMEOUT_MS = 90_000

/** Which model a call needs: the text model (page texts, alt texts) or the image model. */
type ModelKind = 'text' | 'image'

const MODEL_ENV: Record<ModelKind, string> = { text: 'CONTENT_AI_TEXT_MODEL', image: 'CONTENT_AI_IMAGE_MODEL' }

/** A client for the configured OpenAI-compatible provider and the model names. */
export type ContentAi = { client: OpenAI; models: Record<ModelKind, string>; timeoutMs: number }

const setting = (name: string): string => process.env[name]?.trim() ?? ''

function timeoutMs(): number {
  const configured = Number(setting('CONTENT_AI_TIMEOUT_MS'))
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS
}

/**
 * The provider of the environment (read on every call, so a changed setting applies without a
 * restart): CONTENT_AI_BASE_URL, CONTENT_AI_API_KEY and the model of every kind the call needs.
 * 503 with the German message when any of them is missing. The client does not retry (the editor
 * decides whether to try again; every try counts against the limit); each call ends after
 * `timeoutMs` (CONTENT_AI_TIMEOUT_MS, see provider.ts).
 */
export function contentAi(needs: readonly ModelKind[]): ContentAi {
  const baseURL = setting('CONTENT_AI_BASE_URL')
  const apiKey = setting('CONTENT_AI_API_KEY')
  const models = { text: setting(MODEL_ENV.text), image: setting(MODEL_ENV.image) }
  if (!baseURL || !apiKey || needs.some((kind) => !models[kind])) throw new ApiError(T.errors.notConfigured, 503)
  return { client: new OpenAI({ baseURL, apiKey, maxRetries: 0 }), models, timeoutMs: timeoutMs() }
}

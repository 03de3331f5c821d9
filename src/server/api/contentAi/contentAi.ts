import type { Endpoint } from 'payload'

import { CONTENT_AI_TEXTS as T } from '@/src/domain/contentAi'
import { generatedImageInput, siteDraftInput, type GeneratedImageAnswer, type SiteDraftAnswer } from '@/src/domain/contracts/contentAi'
import { ApiError } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'
import { parseInput } from '@/src/server/http/validation'
import { parseId } from '@/src/server/orders/workflow/staffAccess'

import { assertContentEditor } from '@/src/server/contentAi/editors'
import { storeGeneratedImage } from '@/src/server/contentAi/imageWriter'
import { writeSiteDraft } from '@/src/server/contentAi/siteDraft'

const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }

/**
 * `POST /api/content-ai/generate/site/{id}` `{ prompt, tone?, blocks: ['heroA', 'textContent', …] }`:
 * a draft of the page with German texts in the named blocks, never published; answers `{ doc }`
 * (the draft). Admins only (401/403); 404 for an unknown page, 422 for bad input, 400 for a block
 * the AI cannot fill, 409 for a page without blocks, 503 when no provider is set up, 429 beyond the
 * user's limit, 502 when the provider fails, times out or answers nonsense.
 */
const generateSiteDraft: Endpoint = {
  path: '/content-ai/generate/site/:id',
  method: 'post',
  handler: async (req) => {
    assertContentEditor(req)
    const id = parseId(req.routeParams?.id)
    if (id === null) throw new ApiError(T.errors.siteNotFound, 404)
    const input = parseInput(siteDraftInput, await jsonBody(req))
    return Response.json({ doc: await writeSiteDraft(req, id, input) } satisfies SiteDraftAnswer, NO_STORE)
  },
}

/**
 * `POST /api/content-ai/generate/image` `{ prompt, size?, alt? }`: a picture drawn by the image
 * model, stored in `images` with a German alt text; answers `{ doc }` (201). Admins only; the
 * errors as for the page draft.
 */
const generateImage: Endpoint = {
  path: '/content-ai/generate/image',
  method: 'post',
  handler: async (req) => {
    assertContentEditor(req)
    const input = parseInput(generatedImageInput, await jsonBody(req))
    return Response.json({ doc: await storeGeneratedImage(req, input) } satisfies GeneratedImageAnswer, { status: 201, ...NO_STORE })
  },
}

/** The AI content calls of the root endpoints (src/server/api/index.ts). */
export const contentAiEndpoints: Endpoint[] = [generateSiteDraft, generateImage]

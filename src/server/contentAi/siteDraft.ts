import type { PayloadRequest } from 'payload'

import {
  aiBlockList,
  CONTENT_AI_TEXTS as T,
  isAiBlockType,
  mergeGeneratedBlocks,
  pickRequestedBlocks,
  sitePromptMessages,
  type AiBlockType,
  type BodyBlock,
  type Tone,
} from '@/src/domain/contentAi'
import { ApiError } from '@/src/server/http/apiError'
import { richText } from '@/src/server/site/richText'

import { contentAi } from './config'
import { enforceContentAiLimit } from './editors'
import { askForJson } from './provider'
import { generatedSite } from './modelAnswers'

type SiteDraftInput = { prompt: string; tone: Tone; blocks: string[] }

/** Page types whose content is a body of blocks (collections/site/sites.ts). */
const BLOCK_PAGE_TYPES = new Set(['custom_site', 'custom_technology', 'custom_service'])

/** The requested block names, each one the AI can fill; 400 naming the first unknown one. */
function requestedBlocks(names: string[]): AiBlockType[] {
  return names.map((name, index) => {
    if (!isAiBlockType(name)) throw new ApiError(T.errors.unknownBlock(name, aiBlockList()), 400, `blocks.${index}`)
    return name
  })
}

/** The page as the editor sees it: its latest version, a draft where there is one. 404 when there is none. */
async function latestVersion(req: PayloadRequest, id: number) {
  const site = await req.payload.findByID({ collection: 'sites', id, draft: true, depth: 0, disableErrors: true, overrideAccess: false, user: req.user, req })
  if (!site) throw new ApiError(T.errors.siteNotFound, 404)
  return site
}

/**
 * Writes a draft of the page with the model's German texts in the requested blocks (see
 * mergeGeneratedBlocks: existing blocks of the type are filled, missing ones appended). The
 * published version stays as it is: Payload saves a draft only as a new version. Answers the draft.
 */
export async function writeSiteDraft(req: PayloadRequest, id: number, input: SiteDraftInput) {
  const blocks = requestedBlocks(input.blocks)
  const site = await latestVersion(req, id)
  if (!BLOCK_PAGE_TYPES.has(site.type)) throw new ApiError(T.errors.siteWithoutBlocks, 409)
  const ai = contentAi(['text'])
  await enforceContentAiLimit(req)
  const messages = sitePromptMessages({ prompt: input.prompt, tone: input.tone, blocks, site: { name: site.name, path: site.path } })
  const answer = await askForJson(req, ai, messages, generatedSite)
  const generated = pickRequestedBlocks(blocks, answer.blocks)
  if (!generated) {
    req.payload.logger.warn({ requested: blocks, answered: answer.blocks.map((block) => block.blockType) }, 'content AI: blocks missing in the answer')
    throw new ApiError(T.errors.unusableAnswer, 502)
  }
  const body = mergeGeneratedBlocks((site.content?.body ?? []) as BodyBlock[], generated, (paragraphs) => richText(...paragraphs))
  return req.payload.update({
    collection: 'sites',
    id,
    data: { content: { ...site.content, body: body as never }, _status: 'draft' },
    draft: true,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
}

import type { Endpoint, PayloadRequest } from 'payload'

import type { QuickEntryAnswer } from '@/src/domain/contracts/partsCatalogue'
import { poolOf } from '@/src/server/db/pool'
import { loadSavedCart, quotePartsCart, saveCart } from '@/src/server/partsShop/cart'
import { shopProducts } from '@/src/server/partsCatalogue/catalogue'
import { shopViewerOf } from '@/src/server/partsShop/viewer'
import { searchQuickEntry } from '@/src/server/partsCatalogue/quickEntrySearch'

import { ApiError, unauthorized } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'

/**
 * The parts cart's calls for signed-in shop customers: its prices (`POST /api/custom/cart/quote`),
 * the cart saved with the account (`GET`/`PUT /api/custom/cart`) and quick entry
 * (`GET /api/custom/quick-entry?term=`). Answers are never cached (prices per customer).
 */

const privately = (body: unknown) => Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
const MAX_TERM_LENGTH = 100

/** GET /api/custom/quick-entry?term=: at most 12 listed parts by material number or name, `isSingleMatch` when exactly one matches. */
async function quickEntry(req: PayloadRequest): Promise<Response> {
  const user = req.user
  const viewer = await shopViewerOf(req.payload, user as Parameters<typeof shopViewerOf>[1])
  if (!viewer.canOrder) throw unauthorized()
  const term = new URL(req.url ?? 'http://localhost').searchParams.get('term') ?? ''
  if (term.length > MAX_TERM_LENGTH || term.includes('\u0000')) throw new ApiError(`Der Suchbegriff ist zu lang oder ungültig (höchstens ${MAX_TERM_LENGTH} Zeichen).`, 422, 'term')
  const result = await searchQuickEntry(poolOf(req.payload), term)
  const answer: QuickEntryAnswer = { data: await shopProducts(req.payload, result.productIds, viewer), isSingleMatch: result.isSingleMatch }
  return privately(answer)
}

export const cartEndpoints: Endpoint[] = [
  { path: '/custom/cart/quote', method: 'post', handler: async (req) => privately(await quotePartsCart(req, await jsonBody(req))) },
  { path: '/custom/cart', method: 'get', handler: async (req) => privately(await loadSavedCart(req)) },
  { path: '/custom/cart', method: 'put', handler: async (req) => privately(await saveCart(req, await jsonBody(req))) },
  { path: '/custom/quick-entry', method: 'get', handler: quickEntry },
]

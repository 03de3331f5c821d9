import type { PayloadRequest } from 'payload'

import { partsCheckoutBody } from '@/src/domain/contracts/partsShop'
import { ApiError } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'
import type { OrderData } from '../prepared'
import { loadPartsContext } from './context'
import { partsOrderData } from './snapshot'
import { validateParts } from './validate'

/** Checks and prices a parts-shop checkout of the signed-in shop account; an ApiError (403, 422) says why not. */
export async function preparePartsOrder(req: PayloadRequest, body: unknown): Promise<OrderData> {
  const input = parseInput(partsCheckoutBody, body)
  const context = await loadPartsContext(req, input, new Date())
  const checked = validateParts(input, context)
  if (!checked.ok) throw ApiError.fields(checked.errors, checked.status)
  return partsOrderData(input, checked.order, context)
}

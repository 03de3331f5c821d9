import type { PayloadRequest } from 'payload'

import { orderingCheckoutInput } from '@/src/domain/contracts/ordering'
import { ApiError } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'

import { loadOrderingContext } from './context'
import { orderingOrderData } from './snapshot'
import type { OrderData } from '../prepared'
import { validateOrdering } from './validate'

/** Checks and prices a food storefront checkout; an ApiError 422 lists what is wrong. */
export async function prepareOrderingOrder(req: PayloadRequest, body: unknown): Promise<OrderData> {
  const input = parseInput(orderingCheckoutInput, body)
  const context = await loadOrderingContext(req.payload, input, new Date())
  const checked = validateOrdering(input, context)
  if (!checked.ok) throw ApiError.fields(checked.errors)
  return orderingOrderData(input, checked.order, context)
}

import type { PayloadRequest } from 'payload'

import { ApiError } from '../api/apiError'
import { parseInput } from '../api/validation'
import { orderingCheckoutInput } from './input'
import { loadOrderingContext } from './orderingContext'
import { orderingOrderData } from './orderingSnapshot'
import type { OrderData } from './prepared'
import { validateOrdering } from './validateOrdering'

/** Checks and prices a food storefront checkout; an ApiError 422 lists what is wrong. */
export async function prepareOrderingOrder(req: PayloadRequest, body: unknown): Promise<OrderData> {
  const input = parseInput(orderingCheckoutInput, body)
  const context = await loadOrderingContext(req.payload, input, new Date())
  const checked = validateOrdering(input, context)
  if (!checked.ok) throw ApiError.fields(checked.errors)
  return orderingOrderData(input, checked.order, context)
}

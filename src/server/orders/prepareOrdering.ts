import type { PayloadRequest } from 'payload'

import { errorResponse, validationErrors } from '../api/responses'
import { orderingCheckoutInput } from './input'
import { loadOrderingContext } from './orderingContext'
import { orderingOrderData } from './orderingSnapshot'
import type { Prepared } from './prepared'
import { validateOrdering } from './validateOrdering'

/** Checks and prices a food storefront checkout. */
export async function prepareOrderingOrder(req: PayloadRequest, body: unknown): Promise<Prepared> {
  const parsed = orderingCheckoutInput.safeParse(body)
  if (!parsed.success) return { response: validationErrors(parsed.error) }
  const context = await loadOrderingContext(req.payload, parsed.data, new Date())
  const checked = validateOrdering(parsed.data, context)
  if (!checked.ok) return { response: errorResponse(422, checked.errors) }
  return { data: orderingOrderData(parsed.data, checked.order, context) }
}

import type { PayloadRequest } from 'payload'

import { errorResponse, validationErrors } from '../../api/responses'
import type { Prepared } from '../prepared'
import { loadPartsContext } from './context'
import { partsCheckoutInput } from './input'
import { partsOrderData } from './snapshot'
import { validateParts } from './validate'

/** Checks and prices a parts-shop checkout of the signed-in shop account. */
export async function preparePartsOrder(req: PayloadRequest, body: unknown): Promise<Prepared> {
  const parsed = partsCheckoutInput.safeParse(body)
  if (!parsed.success) return { response: validationErrors(parsed.error) }
  const context = await loadPartsContext(req, parsed.data, new Date())
  const checked = validateParts(parsed.data, context)
  if (!checked.ok) return { response: errorResponse(checked.status, checked.errors) }
  return { data: partsOrderData(parsed.data, checked.order, context) }
}

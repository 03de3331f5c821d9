import type { PayloadRequest } from 'payload'

import { questionnaireInput } from '@/src/domain/contracts/ordering'
import { type QuestionnaireInput, validateQuestionnaire } from '@/src/domain/orders/questionnaire'
import { ApiError } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'
import type { PublicOrderDoc } from '../publicOrder'

const ALREADY_RATED = 'Sie haben diese Bestellung bereits bewertet.'
const NOT_RATEABLE = 'Diese Bestellung kann nicht bewertet werden.'

/**
 * The customer's rating of an order through its public link: four ratings 1..5 and an optional
 * comment, once per order, not for rejected, cancelled or failed orders (ApiError 409, 422).
 */
export async function rateOrder(req: PayloadRequest, order: PublicOrderDoc, body: unknown): Promise<void> {
  if (order.questionnaire?.submittedAt) throw new ApiError(ALREADY_RATED, 409)
  if (['rejected', 'canceled', 'failed'].includes(order.status)) throw new ApiError(NOT_RATEABLE, 409)
  const result = validateQuestionnaire(parseInput(questionnaireInput, body) as QuestionnaireInput)
  if (!result.valid) throw ApiError.fields(result.errors)
  await req.payload.update({
    collection: 'orders',
    id: order.id,
    data: { questionnaire: { ...result.value, submittedAt: new Date().toISOString() } },
    depth: 0,
    overrideAccess: true,
    select: {},
  })
}

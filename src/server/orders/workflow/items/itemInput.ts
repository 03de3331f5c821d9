import { z } from 'zod'

import { WORKFLOW_TEXTS as T } from '../texts'

const ITEM_COMMENT_MAX_LENGTH = 500

/** '2', '1,5' and 2 are amounts; anything else fails the number check. */
const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value)

/**
 * Body of PUT /orders/{id}/items/{index}: a new `amount` (> 0, in the line's unit) and/or a new
 * `comment` (≤ 500 characters, empty clears it). Everything else of a line stays as ordered.
 */
export const itemChangeBody = z
  .object({
    amount: z.preprocess(toNumber, z.number({ error: T.amountInvalid }).positive({ error: T.amountInvalid }).max(100_000, { error: T.amountInvalid }).optional()),
    comment: z
      .string({ error: T.itemCommentTooLong })
      .trim()
      .max(ITEM_COMMENT_MAX_LENGTH, { error: T.itemCommentTooLong })
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((body) => body.amount !== undefined || body.comment !== undefined, { error: T.itemChangeMissing, path: ['amount'] })

export type ItemChange = z.infer<typeof itemChangeBody>

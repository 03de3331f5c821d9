import type { z } from 'zod'

import { ClientError } from '../../api/clientError'

/**
 * The parsed value, or a ClientError 422 carrying one `{ field, message }` per issue (the same
 * shape as validationErrors() in src/server/api/responses.ts).
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || undefined, message: issue.message }))
  throw new ClientError(errors[0].message, 422, errors)
}

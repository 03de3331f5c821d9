import { z } from 'zod'

import { FINAL_STATUSES, ORDER_STATUSES, type OrderStatus } from '@/src/domain/orders'
import { WORKFLOW_TEXTS as T } from '../texts'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const optional = (value: unknown) => (value === null || value === '' ? undefined : value)

const day = z.preprocess(optional, z.string().regex(DAY, { error: T.dayInvalid }).optional())

/** `status`: one status, several separated by commas, or 'final' (completed, rejected, canceled, failed). */
const statuses = z.preprocess(
  optional,
  z
    .string()
    .transform((value) => (value === 'final' ? [...FINAL_STATUSES] : value.split(',').map((part) => part.trim())))
    .pipe(z.array(z.enum(ORDER_STATUSES, { error: T.statusInvalid })))
    .optional(),
)

const positiveInt = (message: string, max?: number) => {
  const base = z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message })
  return z.preprocess(optional, (max ? base.max(max, { error: message }) : base).optional())
}

/** Query of GET /orders/history. Dates are calendar days in the shop's time zone, both inclusive. */
export const historyQuery = z.object({
  from: day,
  to: day,
  status: statuses,
  branch: positiveInt(T.branchInvalid),
  // No NUL character: PostgreSQL refuses it in a query.
  search: z.preprocess(optional, z.string().trim().max(100, { error: T.searchTooLong }).refine((value) => !value.includes('\u0000')).optional()),
  page: positiveInt(T.pageInvalid).transform((value) => value ?? 1),
  limit: positiveInt(T.limitInvalid, 100).transform((value) => value ?? 25),
})

/** The history filters alone, without paging: what the plain list GET /orders takes for staff. */
export const historyFilters = historyQuery.pick({ from: true, to: true, status: true, branch: true, search: true })
export const HISTORY_FILTER_NAMES = Object.keys(historyFilters.shape) as (keyof typeof historyFilters.shape)[]

export type HistoryQuery = z.infer<typeof historyQuery> & { status?: OrderStatus[] }

/** The query parameters of a request as a plain object for the schema. */
export const queryObject = (searchParams: URLSearchParams | undefined): Record<string, string> =>
  Object.fromEntries(searchParams?.entries() ?? [])

import { z } from 'zod'

/**
 * POST /api/analytics-log, the storefront's analytics events (ordering-storefront.md section 7:
 * device init, page views, events, consent), answered 201 with AnalyticsLogCreated.
 */

const MAX_DATA_BYTES = 8 * 1024

export const analyticsLogBody = z.object({
  category: z.string().trim().max(100).optional(),
  type: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  name: z.string().trim().max(300).optional(),
  /** The browser tab's random session (a UUID the storefront keeps in sessionStorage): visitors are counted by it, never by address. */
  sessionId: z.uuid('Die Sitzungskennung ist ungültig.').optional(),
  data: z
    .record(z.string(), z.unknown())
    .optional()
    .refine((data) => JSON.stringify(data ?? {}).length <= MAX_DATA_BYTES, 'Die Daten sind zu umfangreich.'),
})

/** What the storefront sends. */
export type AnalyticsLogRequest = z.input<typeof analyticsLogBody>

export interface AnalyticsLogCreated {
  id: number
}

import type { Endpoint } from 'payload'
import { z } from 'zod'

import { scrubOrderSecretsDeep } from '@/src/domain/orders/orderSecrets'
import { jsonBody, notFound, validationErrors } from '@/src/server/api/responses'
import { rateLimited } from '@/src/server/api/rateLimit'

const MAX_DATA_BYTES = 8 * 1024

const logEntry = z.object({
  category: z.string().trim().max(100).optional(),
  type: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  name: z.string().trim().max(300).optional(),
  data: z
    .record(z.string(), z.unknown())
    .optional()
    .refine((data) => JSON.stringify(data ?? {}).length <= MAX_DATA_BYTES, 'Die Daten sind zu umfangreich.'),
})

/** POST /api/analytics-log: the storefront's analytics events (device init, page views, events, consent). */
const createLog: Endpoint = {
  path: '/analytics-log',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimited(req, 'analytics')
    if (limited) return limited
    const input = logEntry.safeParse(await jsonBody(req))
    if (!input.success) return validationErrors(input.error)
    // Order links (/status/{uid}/{hash}) never reach the statistics, whatever the browser sent.
    const entry = scrubOrderSecretsDeep(input.data)
    const doc = await req.payload.create({
      collection: 'analytics-logs',
      data: { ...entry, userAgent: req.headers.get('user-agent')?.slice(0, 500), path: typeof entry.data?.path === 'string' ? entry.data.path.slice(0, 500) : undefined },
      depth: 0,
      overrideAccess: true,
      select: {},
    })
    return Response.json({ id: doc.id }, { status: 201 })
  },
}

/** GET /api/analytics-log: the log list (admins; Payload's query parameters apply). */
const listLogs: Endpoint = {
  path: '/analytics-log',
  method: 'get',
  handler: async (req) => {
    const query = req.query as { limit?: string; page?: string; sort?: string; where?: never }
    const result = await req.payload.find({
      collection: 'analytics-logs',
      where: query.where,
      limit: Math.min(Number(query.limit ?? 50) || 50, 500),
      page: Number(query.page ?? 1) || 1,
      sort: query.sort ?? '-createdAt',
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return Response.json(result)
  },
}

/** GET /api/analytics-log/{id}: one log entry (admins). */
const readLog: Endpoint = {
  path: '/analytics-log/:id',
  method: 'get',
  handler: async (req) => {
    const doc = await req.payload.findByID({
      collection: 'analytics-logs', id: String(req.routeParams?.id), depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true,
    })
    return doc ? Response.json(doc) : notFound('Der Analyse-Eintrag')
  },
}

export const analyticsLogEndpoints = [createLog, listLogs, readLog]

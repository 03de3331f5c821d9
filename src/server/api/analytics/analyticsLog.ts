import type { Endpoint } from 'payload'

import { analyticsLogBody, type AnalyticsLogCreated } from '@/src/domain/contracts/analytics'
import { scrubOrderSecretsDeep } from '@/src/domain/orders/orderSecrets'
import { notFound } from '@/src/server/http/apiError'
import { enforceRateLimit } from '@/src/server/rateLimit'
import { jsonBody } from '@/src/server/http/requestBody'
import { parseInput } from '@/src/server/http/validation'

/** POST /api/analytics-log: the storefront's analytics events (device init, page views, events, consent). */
const createLog: Endpoint = {
  path: '/analytics-log',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'analytics')
    // Order links (/status/{uid}/{hash}) never reach the statistics, whatever the browser sent.
    const entry = scrubOrderSecretsDeep(parseInput(analyticsLogBody, await jsonBody(req)))
    const doc = await req.payload.create({
      collection: 'analytics-logs',
      data: { ...entry, userAgent: req.headers.get('user-agent')?.slice(0, 500), path: typeof entry.data?.path === 'string' ? entry.data.path.slice(0, 500) : undefined },
      depth: 0,
      overrideAccess: true,
      select: {},
    })
    return Response.json({ id: doc.id } satisfies AnalyticsLogCreated, { status: 201 })
  },
}

/** A whole number 1..max from the query; anything else (missing, negative, huge, text) is the default. */
const pageNumber = (value: unknown, fallback: number, max: number): number => {
  const number = Number(value)
  return Number.isSafeInteger(number) && number >= 1 ? Math.min(number, max) : fallback
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
      limit: pageNumber(query.limit, 50, 500),
      page: pageNumber(query.page, 1, 100_000),
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
    if (!doc) throw notFound('Der Analyse-Eintrag')
    return Response.json(doc)
  },
}

export const analyticsLogEndpoints = [createLog, listLogs, readLog]

import type { Endpoint } from 'payload'
import { z } from 'zod'

import { branchOpenState, branchStatusTexts } from '@/src/domain/schedule'
import { availableDays, earliestSlot, leadTimesOfItems, timeWindows } from '@/src/domain/slots'

import { notFound } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'

const query = z.object({
  at: z.iso.datetime({ offset: true, error: 'Bitte geben Sie einen Zeitpunkt im ISO-Format an.' }).optional(),
  date: z.iso.date({ error: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.' }).optional(),
  mode: z.enum(['takeaway', 'delivery', 'dineIn']).optional().default('takeaway'),
  // Up to 100 product ids, each within PostgreSQL's integer range.
  products: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/).optional(),
})

/**
 * GET /api/branches/{id}/availability?at=ISO&mode=…&date=YYYY-MM-DD&products=1,2: whether the
 * branch (and delivery) is open, closing soon, when it closes or opens next, the German status
 * texts, and for the pickers the earliest slot, the selectable days and the chosen day's windows
 * (product lead times included).
 */
export const branchAvailabilityEndpoint: Endpoint = {
  path: '/:id/availability',
  method: 'get',
  handler: async (req) => {
    const { at, date, mode, products } = parseInput(query, Object.fromEntries(new URL(req.url ?? 'http://localhost').searchParams))
    const branch = await req.payload.findByID({
      collection: 'branches', id: String(req.routeParams?.id), depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true,
    })
    if (!branch) throw notFound('Die Filiale')
    const now = at ? new Date(at) : new Date()
    const leadTimes = products ? await productLeadTimes(req.payload, products) : []
    const state = branchOpenState(branch, now)
    return Response.json({
      ...state,
      texts: branchStatusTexts(branch, now),
      earliestSlot: earliestSlot(branch, mode, now, undefined, leadTimes),
      days: availableDays(branch, mode, now, undefined, leadTimes),
      windows: date ? timeWindows(branch, mode, date, now, undefined, leadTimes).map(({ from, to }) => ({ from, to })) : null,
    })
  },
}

async function productLeadTimes(payload: Parameters<Endpoint['handler']>[0]['payload'], ids: string) {
  const { docs } = await payload.find({
    collection: 'products', where: { id: { in: ids.split(',').map(Number) } }, depth: 0, limit: 100, overrideAccess: true, select: { leadTime: true },
  })
  return leadTimesOfItems(docs.map((product) => ({ product })))
}

import type { Endpoint } from 'payload'

import { type BranchAvailability, branchAvailabilityQuery } from '@/src/domain/contracts/ordering'
import { branchOpenState, branchStatusTexts } from '@/src/domain/schedule'
import { availableDays, earliestSlot, leadTimesOfItems, timeWindows } from '@/src/domain/slots'
import { notFound } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'

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
    const { at, date, mode, products } = parseInput(branchAvailabilityQuery, Object.fromEntries(new URL(req.url ?? 'http://localhost').searchParams))
    const branch = await req.payload.findByID({
      collection: 'branches', id: String(req.routeParams?.id), depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true,
    })
    if (!branch) throw notFound('Die Filiale')
    const now = at ? new Date(at) : new Date()
    const leadTimes = products ? await productLeadTimes(req.payload, products) : []
    const availability: BranchAvailability = {
      ...branchOpenState(branch, now),
      texts: branchStatusTexts(branch, now),
      earliestSlot: earliestSlot(branch, mode, now, undefined, leadTimes),
      days: availableDays(branch, mode, now, undefined, leadTimes),
      windows: date ? timeWindows(branch, mode, date, now, undefined, leadTimes).map(({ from, to }) => ({ from, to })) : null,
    }
    return Response.json(availability)
  },
}

async function productLeadTimes(payload: Parameters<Endpoint['handler']>[0]['payload'], ids: string) {
  const { docs } = await payload.find({
    collection: 'products', where: { id: { in: ids.split(',').map(Number) } }, depth: 0, limit: 100, overrideAccess: true, select: { leadTime: true },
  })
  return leadTimesOfItems(docs.map((product) => ({ product })))
}

import type { Endpoint } from 'payload'

import { notFound } from '@/src/server/http/apiError'

/** GET /api/branches/{id}/menus: the menus that include this branch, newest first. */
export const branchMenusEndpoint: Endpoint = {
  path: '/:id/menus',
  method: 'get',
  handler: async (req) => {
    const id = String(req.routeParams?.id)
    const branch = await req.payload.findByID({ collection: 'branches', id, depth: 0, select: {}, overrideAccess: false, user: req.user, req, disableErrors: true })
    if (!branch) throw notFound('Die Filiale')
    const menus = await req.payload.find({
      collection: 'menus',
      where: { branches: { in: [branch.id] } },
      sort: '-availableFrom',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return Response.json({ data: menus.docs })
  },
}

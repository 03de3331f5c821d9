import type { Endpoint } from 'payload'

import { ApiError } from '@/src/server/http/apiError'

/** GET /api/image-templates/{id}/layers: the template's layers, `{ data: [...] }` (staff, as reading the template). */
export const imageTemplateLayersEndpoint: Endpoint = {
  path: '/:id/layers',
  method: 'get',
  handler: async (req) => {
    const template = await req.payload.findByID({
      collection: 'image-templates',
      id: String(req.routeParams?.id),
      depth: 1,
      select: { layers: true },
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
    })
    if (!template) throw new ApiError('Bildvorlage nicht gefunden.', 404)
    return Response.json({ data: template.layers ?? [] })
  },
}

import type { CollectionConfig, Config, Endpoint } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'

/**
 * PUT /api/{resource}/{id} updates like Payload's PATCH (the back-office call catalogue uses PUT).
 * Access control is Payload's own: the update runs as the requesting user.
 */
const putEndpoint = (slug: string): Endpoint => ({
  path: '/:id',
  method: 'put',
  handler: async (req) => {
    const data = await jsonBody(req)
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ApiError('Ungültige Daten.', 400)
    const depth = Number(new URL(req.url ?? 'http://localhost').searchParams.get('depth') ?? 0)
    const doc = await req.payload.update({
      collection: slug as never,
      id: String(req.routeParams?.id),
      data: data as never,
      depth: Number.isFinite(depth) ? Math.min(depth, 2) : 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return Response.json({ doc, message: 'Erfolgreich aktualisiert.' })
  },
})

const withPut = (collection: CollectionConfig): CollectionConfig =>
  collection.upload || collection.endpoints === false
    ? collection
    : { ...collection, endpoints: [...(collection.endpoints || []), putEndpoint(collection.slug)] }

/** Payload plugin adding the PUT update to every collection. */
export const putUpdatePlugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map(withPut),
})

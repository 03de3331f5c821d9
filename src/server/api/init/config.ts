import type { Endpoint } from 'payload'

import { isAdminUser } from '@/src/domain/roles'
import { ApiError, forbidden } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'

/** GET /api/config: the application settings (the `config` global) as the storefront reads them. */
export const readConfigEndpoint: Endpoint = {
  path: '/config',
  method: 'get',
  handler: async (req) => {
    const config = await req.payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: false, user: req.user, req })
    return Response.json(config)
  },
}

/** POST /api/config: admins save the settings object. */
export const saveConfigEndpoint: Endpoint = {
  path: '/config',
  method: 'post',
  handler: async (req) => {
    if (!isAdminUser(req.user)) throw forbidden()
    const data = await jsonBody(req)
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ApiError('Ungültige Daten.', 400)
    const config = await req.payload.updateGlobal({ slug: 'config', data: data as never, depth: 0, overrideAccess: false, user: req.user, req })
    return Response.json(config)
  },
}

import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'

import { isStaffMember } from '@/src/domain/roles'
import { unauthorized } from '@/src/server/http/apiError'

/** The collections the back office loads at start, in the order of back-office.md section 4. */
const INITIAL_COLLECTIONS: CollectionSlug[] = [
  'divisions', 'branches', 'menus', 'categories', 'products', 'tags', 'tables',
  'sites', 'navigations', 'blocks', 'nodes', 'donatees',
]

const listFor = (req: PayloadRequest, collection: CollectionSlug) =>
  req.payload
    .find({ collection, depth: 0, pagination: false, overrideAccess: false, user: req.user, req })
    .then((result) => ({ url: `/api/${collection}`, data: { data: result.docs } }))

/**
 * GET /api/init: the back office's initial load in one call, a list of `{ url, data: { data } }`
 * entries for /api/config, /api/users/me and the catalogue and site collections.
 */
export const initEndpoint: Endpoint = {
  path: '/init',
  method: 'get',
  handler: async (req) => {
    if (!isStaffMember(req.user)) throw unauthorized()
    const config = req.payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: false, user: req.user, req })
    const entries = await Promise.all([
      config.then((data) => ({ url: '/api/config', data: { data } })),
      Promise.resolve({ url: '/api/users/me', data: { data: req.user } }),
      ...INITIAL_COLLECTIONS.map((collection) => listFor(req, collection)),
    ])
    return Response.json(entries, { headers: { 'Cache-Control': 'no-store' } })
  },
}

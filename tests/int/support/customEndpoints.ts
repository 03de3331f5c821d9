import { type Endpoint, sanitizeConfig, type SanitizedConfig } from 'payload'

import { UNKNOWN_ROUTE } from '@/src/server/api/plugins/unknownRoutes'

/** A route of the REST API under /api: `POST /orders/:id/status/:action`. */
export type Route = { method: string; path: string; key: string }

/**
 * The handlers of Payload's own endpoints (CRUD, auth, uploads, versions, globals, jobs,
 * preferences): Payload gives every config it sanitizes the same handlers, so a minimal config
 * shows them all.
 */
async function payloadsOwnHandlers(): Promise<Set<Endpoint['handler']>> {
  const probe = await sanitizeConfig({
    secret: 'probe',
    collections: [
      { slug: 'probe-auth', fields: [], auth: { useAPIKey: true } },
      { slug: 'probe-upload', fields: [], upload: true },
      { slug: 'probe-plain', fields: [] },
    ],
    globals: [{ slug: 'probe-global', fields: [] }],
    jobs: { tasks: [{ slug: 'probe-task', handler: async () => ({ output: {} }) }], autoRun: [{ cron: '* * * * *' }] },
  } as never)
  const endpoints = [
    ...probe.endpoints,
    ...probe.collections.flatMap((collection) => collection.endpoints || []),
    ...probe.globals.flatMap((global) => global.endpoints || []),
  ]
  return new Set(endpoints.map((endpoint) => endpoint.handler))
}

/** Payload's Open-Graph image endpoint, which the REST route of @payloadcms/next appends to the root on its first call. */
const isNextsImageEndpoint = (endpoint: Endpoint) => endpoint.path === '/og' && endpoint.method === 'get'

/**
 * Every custom endpoint of the config: the root's, every collection's and every global's, with
 * their methods and full paths (`/orders/public/:uid/:hash`), Payload's own endpoints and the
 * catch-alls of unknownRoutesPlugin left out.
 */
export async function customEndpoints(config: SanitizedConfig): Promise<Route[]> {
  const own = await payloadsOwnHandlers()
  const routes: Route[] = []
  const add = (prefix: string, endpoints: Endpoint[] | false | undefined) => {
    for (const endpoint of endpoints || []) {
      if (own.has(endpoint.handler) || endpoint.custom?.[UNKNOWN_ROUTE] || isNextsImageEndpoint(endpoint)) continue
      const method = endpoint.method.toUpperCase()
      const path = `${prefix}${endpoint.path === '/' ? '' : endpoint.path}` || '/'
      routes.push({ method, path, key: `${method} ${path}` })
    }
  }
  add('', config.endpoints)
  for (const collection of config.collections) add(`/${collection.slug}`, collection.endpoints)
  for (const global of config.globals) add(`/globals/${global.slug}`, global.endpoints)
  return routes
}

import type { Config, Endpoint, SanitizedConfig } from 'payload'

import { notFound } from '@/src/server/http/apiError'

/** Marks the catch-all endpoints, so lists of the API's calls can leave them out. */
export const UNKNOWN_ROUTE = 'unknownRoute'

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

const unknownRoutes = (path: (method: string) => string): Endpoint[] =>
  METHODS.map((method) => ({
    path: path(method),
    method,
    custom: { [UNKNOWN_ROUTE]: true },
    handler: () => {
      throw notFound('Diese Adresse')
    },
  }))

/** Any path; at the root, `GET /og` left to the Open-Graph image endpoint that Next's REST route appends on its first call. */
const UNKNOWN_ROUTES = unknownRoutes(() => '/:rest*')
const UNKNOWN_ROOT_ROUTES = unknownRoutes((method) => (method === 'get' ? '/:rest((?!og$).*)' : '/:rest*'))

/**
 * Payload answers a path no endpoint matches with `{ message: 'Route not found …' }` (404) and a
 * collection without endpoints with `Cannot GET …` (501), in English and outside its error hooks.
 * This plugin appends a catch-all to the root, every collection and every global once Payload has
 * sanitized its config (its own endpoints come after the ones a config names, so only then is the
 * catch-all the last): such a path is answered 404 in the API's shape and in German.
 */
export const unknownRoutesPlugin = (config: Config): Config => ({
  ...config,
  onInit: async (payload) => {
    appendUnknownRoutes(payload.config)
    await config.onInit?.(payload)
  },
})

function appendUnknownRoutes(config: SanitizedConfig): void {
  const append = (owner: { endpoints?: Endpoint[] | false }, catchAll: Endpoint[]) => {
    const endpoints = owner.endpoints || []
    if (!endpoints.includes(catchAll[0])) owner.endpoints = [...endpoints, ...catchAll]
  }
  append(config, UNKNOWN_ROOT_ROUTES)
  for (const owner of [...config.collections, ...config.globals]) append(owner, UNKNOWN_ROUTES)
}

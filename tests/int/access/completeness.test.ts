import { beforeAll, describe, expect, it } from '@jest/globals'
import type { SanitizedConfig } from 'payload'

import { customEndpoints, type Route } from '../support/customEndpoints'
import { ROLES, type World } from './actors'
import { ENDPOINTS, putUpdateCollection } from './endpointExpectations'
import { EXPECTED, GLOBALS, OPERATIONS } from './expectations'
import { samples } from './samples'

/**
 * The access matrix is generated from EXPECTED and ENDPOINTS: a collection or custom endpoint
 * added to the config without a row, or a row naming something that no longer exists, fails here.
 */

let config: SanitizedConfig
let routes: Route[]

beforeAll(async () => {
  config = await (await import('@payload-config')).default
  routes = await customEndpoints(config)
})

/** Slugs of the config's collections or globals without Payload's internal ones (payload-preferences, payload-jobs …). */
const ours = (entries: { slug: string }[]) => entries.map((entry) => entry.slug).filter((slug) => !slug.startsWith('payload-'))
const ourCollections = () => ours(config.collections)

/** Stand-ins for the world's ids: enough to build every sample and field write without a database. */
const placeholderWorld: World = {
  branchA: 1, branchB: 2, customerOwn: 3, customerOther: 4,
  actors: Object.fromEntries(ROLES.map((role, index) => [role, { id: index + 1, collection: 'users' }])) as World['actors'],
}

describe('the access matrix covers the whole config', () => {
  it('every collection of the config has a row, and every row a collection', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ourCollections().sort())
  })

  it('every global of the config has a row, and every row a global', () => {
    expect(Object.keys(GLOBALS).sort()).toEqual(ours(config.globals).sort())
  })

  it('every row names each operation and has a sample to act on', () => {
    const sample = samples(placeholderWorld, () => 1)
    for (const [collection, expectation] of Object.entries(EXPECTED)) {
      expect([collection, OPERATIONS.filter((op) => !Array.isArray(expectation[op]))]).toEqual([collection, []])
      expect([collection, typeof sample[collection]?.data]).toEqual([collection, 'function'])
    }
    expect(Object.keys(sample).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  it('every sensitive field a row writes exists in its collection', () => {
    const missing: string[] = []
    for (const [collection, { fields, scope }] of Object.entries(EXPECTED)) {
      const config_ = config.collections.find((candidate) => candidate.slug === collection)!
      const names = new Set(['id', ...config_.flattenedFields.map((field) => field.name), ...(config_.auth ? ['password'] : [])])
      for (const [label, write] of Object.entries(fields)) {
        const data = write.data({ world: placeholderWorld, orderId: 1 })
        const keys = [...Object.keys(data), (write.stored ?? Object.keys(data)[0]).split('.')[0]]
        missing.push(...keys.filter((key) => !names.has(key)).map((key) => `${collection} (${label}): ${key}`))
      }
      missing.push(...Object.values(scope ?? {}).filter((field) => !names.has(field)).map((field) => `${collection} (scope): ${field}`))
    }
    expect(missing).toEqual([])
  })

  it('every custom endpoint has a row, and every row an endpoint', () => {
    const covered = (route: Route) => Boolean(ENDPOINTS[route.key]) || Boolean(EXPECTED[putUpdateCollection(route.key) ?? ''])
    expect(routes.filter((route) => !covered(route)).map((route) => route.key)).toEqual([])
    expect(Object.keys(ENDPOINTS).filter((key) => !routes.some((route) => route.key === key))).toEqual([])
    expect(routes.length).toBeGreaterThan(60)
  })

  it('every collection except the upload collections has its PUT update', () => {
    const withoutPut = ourCollections().filter((slug) => !routes.some((route) => route.key === `PUT /${slug}/:id`))
    expect(withoutPut).toEqual(config.collections.filter((collection) => collection.upload).map((collection) => collection.slug))
  })
})

import fc from 'fast-check'
import type { SanitizedConfig } from 'payload'

import { CASES, type Caller, type Case } from '@/tests/int/rest/sampleRequests'

/**
 * The public endpoints the fuzz suite attacks: every custom endpoint a visitor or shop customer
 * may call (with the near-valid request of sampleRequests.ts to mutate), and Payload's own auth,
 * list, read, count and create calls with generated collection names and ids.
 */

/** A path parameter: `valid` (the fixture's value) or a generated segment of its own. */
type Segments = Record<string, fc.Arbitrary<string>>

export type FuzzEndpoint = {
  key: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** With `:name` parameters, filled from `segments` or the case's params. */
  path: string
  caller: Caller
  sample: Case
  /** Generated parameters that do not come from a fixture (collection names). */
  segments?: (config: SanitizedConfig) => Segments
  /** Field names for `where[...]` and `sort` keys. */
  fields?: (config: SanitizedConfig) => string[]
}

/** Custom endpoints only staff reach (a staff session or a branch's API key is checked before anything else). */
export const STAFF_ONLY = [
  'POST /config', 'GET /analytics-log', 'GET /analytics-log/:id', 'GET /orders/current', 'GET /orders/missed', 'GET /orders/history',
  'POST /orders/:id/status/:action', 'PUT /orders/:id/items/:index', 'POST /orders/:id/print', 'POST /orders/:id/resend-new-order-email',
  'POST /orders/:id/resend-new-order-sms', 'POST /orders/:id/update-payment-status', 'PUT /orders/:id', 'PUT /branches/:id', 'GET /image-templates/:id/layers',
  'GET /statistics/:set', 'GET /qr-codes/:id/image', 'GET /branches/:id/qr-sheet', 'POST /tasks/:id/log-view', 'POST /tasks/:id/forget-view',
  'GET /time-sheets/balances', 'GET /time-sheets/holiday-balances', 'GET /time-sheets/:user/pdf', 'POST /devices/:id/test/print',
  'POST /devices/:id/test/notification', 'POST /devices/:id/request-device-logs',
  'POST /digital-signage-devices/:id/command', 'POST /digital-signage-devices/:id/command/abort',
  'POST /custom/upload-products', 'POST /custom/upload-images', 'POST /custom/upload-files',
  'POST /content-ai/generate/site/:id', 'POST /content-ai/generate/image',
]

/** The custom endpoints of sampleRequests.ts a visitor reaches; those a shop customer uses are called with the customer's session. */
const customEndpoints = (): FuzzEndpoint[] =>
  Object.entries(CASES)
    .filter(([key]) => !STAFF_ONLY.includes(key))
    .map(([key, sample]) => {
      const [method, path] = key.split(' ') as [FuzzEndpoint['method'], string]
      return { key, method, path, sample, caller: sample.callers?.includes('customer') ? 'customer' : 'anonymous' }
    })

const AUTH_COLLECTIONS = ['users', 'external-users']
const authCollection = () => ({ auth: fc.constantFrom(...AUTH_COLLECTIONS) })

const collectionSlugs = (config: SanitizedConfig) => config.collections.map((collection) => collection.slug)
const anyCollection = (config: SanitizedConfig): Segments => ({ collection: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...collectionSlugs(config)) }, fc.constantFrom('unbekannt', '%00', 'payload-preferences')) })

/** Every field name of every collection, for `where` and `sort`. */
const allFields = (config: SanitizedConfig) => [...new Set(config.collections.flatMap((collection) => collection.flattenedFields.map((field) => field.name)))]

const LIST_QUERY = { limit: '10', page: '1', sort: '-createdAt', depth: '0', 'where[id][exists]': 'true' }

/** Payload's own calls a visitor reaches: login, password reset, session calls, and the REST lists and documents. */
const payloadEndpoints = (): FuzzEndpoint[] => [
  { key: 'POST /{auth}/login', method: 'POST', path: '/:auth/login', caller: 'anonymous', segments: authCollection, sample: { body: () => ({ email: 'niemand@example.at', password: 'falsch' }) } },
  { key: 'POST /{auth}/forgot-password', method: 'POST', path: '/:auth/forgot-password', caller: 'anonymous', segments: authCollection, sample: { body: () => ({ email: 'niemand@example.at' }) } },
  {
    key: 'POST /{auth}/reset-password', method: 'POST', path: '/:auth/reset-password', caller: 'anonymous', segments: authCollection,
    sample: { body: () => ({ token: 'abcdef0123456789', password: 'Einkauf-2026!' }) },
  },
  {
    key: 'POST /{auth}/{refresh-token, logout, unlock, first-register, verify}', method: 'POST', path: '/:auth/:operation', caller: 'anonymous',
    segments: () => ({ ...authCollection(), operation: fc.constantFrom('refresh-token', 'logout', 'unlock', 'first-register', 'verify/abc', 'verify/%00') }),
    sample: { body: () => ({ email: 'niemand@example.at', password: 'Einkauf-2026!', confirmPassword: 'Einkauf-2026!' }) },
  },
  { key: 'GET /{auth}/me', method: 'GET', path: '/:auth/me', caller: 'anonymous', segments: authCollection, sample: {} },
  { key: 'GET /{collection}', method: 'GET', path: '/:collection', caller: 'anonymous', segments: anyCollection, fields: allFields, sample: { query: () => LIST_QUERY } },
  { key: 'GET /{collection}/count', method: 'GET', path: '/:collection/count', caller: 'anonymous', segments: anyCollection, fields: allFields, sample: { query: () => ({ 'where[id][exists]': 'true' }) } },
  {
    key: 'GET /{collection}/:id', method: 'GET', path: '/:collection/:id', caller: 'anonymous', segments: anyCollection, fields: allFields,
    sample: { params: (f) => ({ id: String(f.world.products.schnitzel) }), query: () => ({ depth: '1' }) },
  },
  { key: 'POST /{collection}', method: 'POST', path: '/:collection', caller: 'anonymous', segments: anyCollection, fields: allFields, sample: { body: () => ({ name: 'Neu', email: 'neu@example.at' }) } },
  {
    key: 'GET /globals/{global}', method: 'GET', path: '/globals/:global', caller: 'anonymous', fields: allFields,
    segments: (config) => ({ global: fc.oneof(fc.constantFrom(...config.globals.map((global) => global.slug)), fc.constantFrom('unbekannt', '%00')) }),
    sample: { query: () => ({ depth: '1' }) },
  },
]

export const fuzzEndpoints = (): FuzzEndpoint[] => [...customEndpoints(), ...payloadEndpoints()]

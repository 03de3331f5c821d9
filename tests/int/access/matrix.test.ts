import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { CollectionSlug, Payload } from 'payload'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { createWorld, ROLES, type Role, type World } from './actors'
import { EXPECTED, OPERATIONS, type Op } from './expectations'
import { samples } from './samples'

let context: TestContext
let payload: Payload
let world: World
let sample: ReturnType<typeof samples>

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  world = await createWorld(payload)
  const scene = await payload.create({ collection: 'scenes', data: { name: 'Basis', path: '/basis-szene', duration: 5 }, depth: 0, overrideAccess: true })
  sample = samples(world, () => scene.id)
})
afterAll(() => context.close())

/** Creates the target document with full rights, so every role is tested against the same kind of record. */
const target = (collection: string) =>
  payload.create({ collection: collection as CollectionSlug, data: sample[collection].data() as never, depth: 0, overrideAccess: true })

/** Runs one operation as a role through the Local API with access control on; true when it is allowed. */
async function attempt(collection: string, op: Op, role: Role): Promise<boolean> {
  const slug = collection as CollectionSlug
  const asRole = { user: world.actors[role] as never, overrideAccess: false, depth: 0 } as const
  try {
    if (op === 'create') {
      await payload.create({ collection: slug, data: sample[collection].data() as never, ...asRole })
      return true
    }
    const { id } = await target(collection)
    if (op === 'read') return Boolean(await payload.findByID({ collection: slug, id, ...asRole, disableErrors: true }))
    if (op === 'update') await payload.update({ collection: slug, id, data: sample[collection].update as never, ...asRole })
    if (op === 'delete') await payload.delete({ collection: slug, id, ...asRole })
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404 || status === 401) return false
    throw error
  }
}

const rows = Object.entries(EXPECTED).flatMap(([collection, ops]) => OPERATIONS.map((op) => [collection, op, ops[op]] as const))

describe('access matrix: who may create, read, update and delete what', () => {
  it.each(rows)('%s %s', async (collection, op, allowed) => {
    const outcome: Record<string, boolean> = {}
    for (const role of ROLES) outcome[role] = await attempt(collection, op, role)
    const expected = Object.fromEntries(ROLES.map((role) => [role, allowed.includes(role)]))
    expect(outcome).toEqual(expected)
  })
})

import { afterAll, beforeAll } from '@jest/globals'
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { createWorld, type Role, type World } from './actors'
import { createSampleRefs, samples, type Sample } from './samples'

/*
 * The test file's Payload with the access world of actors.ts and a sample per collection. The
 * bindings are live: they hold their values once `setUpMatrixWorld`'s beforeAll has run.
 */
let context: TestContext
export let payload: Payload
export let world: World
export let sample: Record<string, Sample>

/** Starts the matrix world before the file's tests and stops it after them. */
export function setUpMatrixWorld(): void {
  beforeAll(async () => {
    context = await startTestPayload()
    payload = context.payload
    world = await createWorld(payload)
    const scene = await payload.create({ collection: 'scenes', data: { name: 'Basis', path: `/basis-${world.branchA}`, kind: 'content', duration: 5 }, depth: 0, overrideAccess: true })
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#DC0814' } }).png().toBuffer()
    const refs = await createSampleRefs(payload, world, png)
    sample = samples(world, () => scene.id, () => refs)
  })
  afterAll(() => context.close())
}

export type Side = 'target' | 'mirror'

/** Local API options acting as the role, access control on. */
export const asRole = (role: Role) => ({ user: world.actors[role] as never, overrideAccess: false, depth: 0 }) as const

/** A new document created with full rights: the target (branch A, own customer, employee A) or its mirror. */
export async function fresh(collection: string, side: Side = 'target', extra: Record<string, unknown> = {}): Promise<number> {
  const { data, mirror, file } = sample[collection]
  const doc = await payload.create({
    collection: collection as CollectionSlug,
    data: { ...(side === 'mirror' ? mirror!() : data()), ...extra } as never,
    file: file?.(),
    depth: 0,
    overrideAccess: true,
  })
  return doc.id as number
}

/** The document list, read and update act on: the actors' own record where there is one, else a new document. */
export const documentOf = async (collection: string, side: Side = 'target'): Promise<number> => sample[collection].own?.()[side] ?? fresh(collection, side)

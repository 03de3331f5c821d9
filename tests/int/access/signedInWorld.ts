import { afterAll, beforeAll } from '@jest/globals'
import type { Payload } from 'payload'

import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { createWorld, type World } from './actors'

type SignedInRole = 'external' | 'employeeA' | 'admin'

/*
 * The test file's Payload on the test database with the access world of actors.ts, three of its
 * actors signed in. The bindings below are live: they hold their values once `setUpSignedInWorld`'s
 * beforeAll has run (each Jest test file has its own copy of this module).
 */
/** Payload with its local mailbox. */
export let context: TestContext
export let payload: Payload
export let request: ReturnType<typeof restClient>
export let world: World
/** A session token of the approved shop account, an employee of branch A and an admin. */
export let tokens: Record<SignedInRole, string>

/** Starts the signed-in world before the file's tests and stops it after them. */
export function setUpSignedInWorld(password: string): void {
  beforeAll(async () => {
    process.env.PASSWORD_RESET_RATE_LIMIT = '1000'
    context = await startTestPayload()
    payload = context.payload
    request = restClient(payload.config)
    world = await createWorld(payload)
    tokens = { external: '', employeeA: '', admin: '' }
    for (const role of ['external', 'employeeA', 'admin'] as const) {
      const actor = world.actors[role]!
      tokens[role] = (await payload.login({ collection: actor.collection as 'users', data: { email: String(actor.email), password } })).token!
    }
  })
  afterAll(() => context.close())
}

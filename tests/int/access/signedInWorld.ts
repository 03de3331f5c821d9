import type { Payload } from 'payload'

import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { createWorld, type World } from './actors'

type SignedInRole = 'external' | 'employeeA' | 'admin'

export type SignedInWorld = {
  context: TestContext
  payload: Payload
  request: ReturnType<typeof restClient>
  world: World
  /** A session token of the approved shop account, an employee of branch A and an admin. */
  tokens: Record<SignedInRole, string>
}

/** Payload on the test database with the access world of actors.ts, three of them signed in. */
export async function startSignedInWorld(password: string): Promise<SignedInWorld> {
  process.env.PASSWORD_RESET_RATE_LIMIT = '1000'
  const context = await startTestPayload()
  const { payload } = context
  const world = await createWorld(payload)
  const tokens: Record<SignedInRole, string> = { external: '', employeeA: '', admin: '' }
  for (const role of ['external', 'employeeA', 'admin'] as const) {
    const actor = world.actors[role]!
    tokens[role] = (await payload.login({ collection: actor.collection as 'users', data: { email: String(actor.email), password } })).token!
  }
  return { context, payload, request: restClient(payload.config), world, tokens }
}

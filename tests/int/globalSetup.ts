import { randomBytes } from 'node:crypto'

import { createThrowawayDatabase } from '../support/throwawayDatabase'

/** Creates the run's throw-away database; every test file migrates and uses it. */
export default async function globalSetup(): Promise<void> {
  const database = await createThrowawayDatabase()
  ;(globalThis as { __dropTestDatabase?: () => Promise<void> }).__dropTestDatabase = database.drop
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  process.env.LOG_LEVEL ??= 'warn'
}

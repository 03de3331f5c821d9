import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createThrowawayDatabase } from '../support/throwawayDatabase'

/** Creates the run's throw-away database and media folder; every test file migrates and uses them. */
export default async function globalSetup(): Promise<void> {
  const database = await createThrowawayDatabase()
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-media-'))
  ;(globalThis as { __dropTestDatabase?: () => Promise<void> }).__dropTestDatabase = async () => {
    await database.drop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
  process.env.MEDIA_DIR = mediaDir
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  process.env.LOG_LEVEL ??= 'warn'
  // The tests place many orders for the same test customer from one in-process client; the
  // notification limits are lifted here and set low only by the test that proves them (abuse.test.ts).
  for (const limit of ['NOTIFICATIONS_PER_CLIENT_LIMIT', 'SMS_PER_NUMBER_LIMIT', 'MAILS_PER_ADDRESS_LIMIT']) process.env[limit] ??= '100000'
}

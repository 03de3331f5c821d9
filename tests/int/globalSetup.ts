import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createThrowawayDatabases } from '../support/throwawayDatabase'
import { intWorkers } from './workers.mjs'

/**
 * Creates the run's throw-away databases (one per test worker) and media folder; every test file
 * migrates and uses its worker's (workerEnvironment.ts picks it).
 */
export default async function globalSetup(): Promise<void> {
  const databases = await createThrowawayDatabases(intWorkers())
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-media-'))
  ;(globalThis as { __dropTestDatabase?: () => Promise<void> }).__dropTestDatabase = async () => {
    await databases.drop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
  process.env.INT_MEDIA_ROOT = mediaDir
  process.env.INT_DATABASE_URLS = databases.urls.join(' ')
  process.env.MEDIA_DIR = mediaDir
  process.env.DATABASE_URL = databases.urls[0]
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  process.env.LOG_LEVEL ??= 'warn'
  // The tests place many orders for the same test customer from one in-process client; the
  // notification limits are lifted here and set low only by the test that proves them (abuse.test.ts).
  for (const limit of ['NOTIFICATIONS_PER_CLIENT_LIMIT', 'SMS_PER_NUMBER_LIMIT', 'MAILS_PER_ADDRESS_LIMIT']) process.env[limit] ??= '100000'
}

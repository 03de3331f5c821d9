import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

// Relative on purpose: Jest loads its globalSetup without the @/ alias of tsconfig.json.
// eslint-disable-next-line no-restricted-imports
import { createDatabaseIfMissing, dropDatabase } from '../../src/server/runtime/databaseAdmin'
// eslint-disable-next-line no-restricted-imports
import { startEmbeddedPostgres } from '../../src/server/runtime/embeddedPostgres'

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> }

/**
 * A database that exists for one test run: a fresh database on the server of TEST_DATABASE_URL,
 * or, without it, a whole embedded PostgreSQL in a temporary directory. `drop` leaves nothing behind.
 * `preloadLibraries` (embedded only) e.g. pg_stat_statements, which the benchmarks count with.
 */
export async function createThrowawayDatabase(preloadLibraries: string[] = []): Promise<ThrowawayDatabase> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    await createDatabaseIfMissing(serverUrl, name)
    return { url: withDatabase(serverUrl, name), drop: () => dropDatabase(serverUrl, name) }
  }
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), name), persistent: false, preloadLibraries })
  return { url: await cluster.ensureDatabase(name), drop: cluster.stop }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

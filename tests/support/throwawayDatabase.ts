import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

// Relative on purpose: Jest loads its globalSetup without the @/ alias of tsconfig.json.
// eslint-disable-next-line no-restricted-imports
import { createDatabaseIfMissing, dropDatabase } from '../../ops/database/databaseAdmin'
// eslint-disable-next-line no-restricted-imports
import { startEmbeddedPostgres } from '../../ops/database/embeddedPostgres'

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> }

/**
 * A database that exists for one test run: a fresh database on the server of TEST_DATABASE_URL,
 * or, without it, a whole embedded PostgreSQL in a temporary directory. `drop` leaves nothing behind.
 * `preloadLibraries` (embedded only) e.g. pg_stat_statements, which the benchmarks count with.
 */
export async function createThrowawayDatabase(preloadLibraries: string[] = []): Promise<ThrowawayDatabase> {
  const { urls, drop } = await createThrowawayDatabases(1, preloadLibraries)
  return { url: urls[0]!, drop }
}

/** `count` such databases on one server (one per parallel test worker), dropped together. */
export async function createThrowawayDatabases(count: number, preloadLibraries: string[] = []): Promise<{ urls: string[]; drop: () => Promise<void> }> {
  const base = `test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const names = Array.from({ length: count }, (_, index) => (index === 0 ? base : `${base}_${index + 1}`))
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    for (const name of names) await createDatabaseIfMissing(serverUrl, name)
    const drop = async () => {
      for (const name of names) await dropDatabase(serverUrl, name)
    }
    return { urls: names.map((name) => withDatabase(serverUrl, name)), drop }
  }
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), base), persistent: false, preloadLibraries })
  const urls: string[] = []
  for (const name of names) urls.push(await cluster.ensureDatabase(name))
  return { urls, drop: cluster.stop }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

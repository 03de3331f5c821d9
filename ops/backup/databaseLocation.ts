import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { createDatabaseIfMissing } from '../database/databaseAdmin'
import { connectionUrl, startEmbeddedPostgres } from '../database/embeddedPostgres'
import { postgresOsUser, reachablePath } from '../database/postgresOsUser'
import { BackupError } from './backupError'

/** The database `npm start` uses in the embedded cluster (launch.ts). */
const PRODUCTION_DATABASE = 'gastro_production'

export type DatabaseLocation = {
  url: string
  /** Root of the uploaded files (images/, uploads/). */
  mediaRoot: string
  /** Stops an embedded cluster the command started itself; a running one is left alone. */
  release: () => Promise<void>
}

type Options = { databaseUrl?: string; mediaDir?: string; createMissing: boolean }

/**
 * The database and media folder the way `npm start` finds them: `--database-url` or DATABASE_URL
 * (media in MEDIA_DIR, else media/), otherwise the production database of the embedded cluster in
 * .data/postgres (media in media/gastro_production). An embedded cluster that is running (the
 * shop is up) is used as it is; otherwise it is started for the command and stopped afterwards.
 */
export async function locateDatabase(projectDir: string, options: Options): Promise<DatabaseLocation> {
  const configured = options.databaseUrl || process.env.DATABASE_URL
  if (configured) {
    const mediaRoot = options.mediaDir || process.env.MEDIA_DIR || path.join(projectDir, 'media')
    return { url: configured, mediaRoot: path.resolve(mediaRoot), release: async () => undefined }
  }
  const mediaRoot = path.resolve(options.mediaDir || process.env.MEDIA_DIR || path.join(projectDir, 'media', PRODUCTION_DATABASE))
  const dataDir = reachablePath(postgresOsUser(), path.join(projectDir, '.data', 'postgres'), 'data')
  if (!options.createMissing && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError('Keine Datenbank gefunden: DATABASE_URL ist nicht gesetzt und in .data/postgres liegt keine eingebettete Datenbank.')
  }
  const port = runningPort(dataDir)
  if (port !== undefined) {
    const url = await databaseOf(connectionUrl(port, 'postgres'), options.createMissing)
    return { url, mediaRoot, release: async () => undefined }
  }
  const cluster = await startEmbeddedPostgres({ dataDir, persistent: true })
  try {
    return { url: await databaseOf(cluster.serverUrl, options.createMissing), mediaRoot, release: cluster.stop }
  } catch (error) {
    await cluster.stop()
    throw error
  }
}

/** The production database's URL on an embedded server, created when asked to, else refused when missing. */
async function databaseOf(serverUrl: string, createMissing: boolean): Promise<string> {
  const url = new URL(serverUrl)
  url.pathname = `/${PRODUCTION_DATABASE}`
  if (createMissing) {
    await createDatabaseIfMissing(serverUrl, PRODUCTION_DATABASE)
    return url.toString()
  }
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [PRODUCTION_DATABASE])
    if (found.rowCount === 0) throw new BackupError(`Die eingebettete Datenbank ${PRODUCTION_DATABASE} gibt es noch nicht (sie entsteht beim ersten \`npm start\`).`)
  } finally {
    await client.end()
  }
  return url.toString()
}

/** The port of the embedded server running on `dataDir` (from its postmaster.pid), if one runs. */
function runningPort(dataDir: string): number | undefined {
  let lines: string[]
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')
  } catch {
    return undefined
  }
  const [pid, , , port] = lines.map((line) => Number(line.trim()))
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return undefined
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined
  }
  return port
}

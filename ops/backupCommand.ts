/**
 * `npm run db:backup [-- --to <dir>]` and `npm run db:restore -- <dir> [--force]`: backs up the
 * database `npm start` uses (DATABASE_URL or the embedded one, started when it is not running)
 * with its uploaded files, or restores such a backup (ops/backup/, docs/operations.md).
 * `--database-url` and `--media-dir` name another database and media folder.
 */
import nextEnv from '@next/env'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { BackupError } from './backup/backupError'
import { createBackup } from './backup/createBackup'
import { locateDatabase, type DatabaseLocation } from './backup/databaseLocation'
import { restoreBackup } from './backup/restoreBackup'

const USAGE = `Aufruf:
  npm run db:backup [-- --to <Verzeichnis>] [--database-url <URL>] [--media-dir <Verzeichnis>]
  npm run db:restore -- <Verzeichnis> [--force] [--database-url <URL>] [--media-dir <Verzeichnis>]`

const OPTIONS = {
  to: { type: 'string' },
  'database-url': { type: 'string' },
  'media-dir': { type: 'string' },
  force: { type: 'boolean' },
} as const

const projectDir = process.cwd()

const number = (value: number) => value.toLocaleString('de-AT')
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('de-AT', { maximumFractionDigits: 1 })} MB`
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('de-AT', { maximumFractionDigits: 1 })} s`
const withoutPassword = (url: string) => url.replace(/:[^:@/]+@/, ':***@')
const ordersOf = (tables: { schema: string; name: string; rows: number }[]) => tables.find((table) => table.schema === 'public' && table.name === 'orders')?.rows ?? 0

async function backup(location: DatabaseLocation, to: string | undefined): Promise<void> {
  const folder = to ?? path.join(projectDir, 'backups', new Date().toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-'))
  console.info(`Sicherung von ${withoutPassword(location.url)} …`)
  const { manifest, bytes, durationMs, folder: written } = await createBackup({ databaseUrl: location.url, mediaRoot: location.mediaRoot, folder })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  console.info(`Sicherung gespeichert in ${written}`)
  console.info(`  Datenbank: ${manifest.source.database} (PostgreSQL ${manifest.source.serverVersion}), ${number(manifest.tables.length)} Tabellen, ${number(rows)} Zeilen, davon ${number(ordersOf(manifest.tables))} Bestellungen`)
  console.info(`  Mediendateien: ${number(manifest.media.files)} (${megabytes(manifest.media.bytes)}) aus ${location.mediaRoot}`)
  console.info(`  Größe: ${megabytes(bytes)}, Dauer: ${seconds(durationMs)}`)
}

async function restore(location: DatabaseLocation, folder: string, force: boolean): Promise<void> {
  console.info(`Wiederherstellung aus ${path.resolve(folder)} in ${withoutPassword(location.url)} …`)
  const result = await restoreBackup({ folder, databaseUrl: location.url, mediaRoot: location.mediaRoot, force })
  const { manifest } = result
  const createdAt = new Date(manifest.createdAt).toLocaleString('de-AT', { dateStyle: 'medium', timeStyle: 'short' })
  console.info(`Wiederhergestellt: Sicherung vom ${createdAt} (Version ${manifest.product.version})`)
  console.info(`  Datenbank: ${number(manifest.tables.length)} Tabellen, ${number(result.rows)} Zeilen, davon ${number(ordersOf(manifest.tables))} Bestellungen`)
  console.info(`  Mediendateien: ${number(manifest.media.files)} (${megabytes(manifest.media.bytes)}) nach ${location.mediaRoot}`)
  console.info(`  Dauer: ${seconds(result.durationMs)}`)
  if (result.pendingMigrations.length) console.info(`  ${result.pendingMigrations.length} neuere Migrationen dieser Version wendet der nächste \`npm start\` an.`)
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2)
  let parsed
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true })
  } catch {
    console.error(`Unbekannte oder unvollständige Angabe.\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  const restoring = command === 'restore'
  if ((command !== 'backup' && !restoring) || positionals.length !== (restoring ? 1 : 0) || (restoring && values.to) || (!restoring && values.force)) {
    console.error(USAGE)
    return 2
  }
  // The same environment files as `npm start` (launch.ts), so DATABASE_URL and MEDIA_DIR match.
  nextEnv.loadEnvConfig(projectDir, false)
  const location = await locateDatabase(projectDir, { databaseUrl: values['database-url'], mediaDir: values['media-dir'], createMissing: restoring })
  try {
    if (restoring) await restore(location, positionals[0], values.force ?? false)
    else await backup(location, values.to)
    return 0
  } finally {
    await location.release()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError) console.error(error.message)
    else console.error(process.argv[2] === 'restore' ? 'Die Wiederherstellung ist fehlgeschlagen:' : 'Die Sicherung ist fehlgeschlagen:', error)
    process.exit(1)
  },
)

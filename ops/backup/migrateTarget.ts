import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { migrations } from '@/src/migrations'
import { metLoaderFault } from '../loaderFault'
import { BackupError } from './backupError'

/** Must match the message migrateStep.ts sends when it is done. */
export const MIGRATED_MESSAGE = 'migrations-applied'

const STEP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrateStep.ts')

/** Names of the migrations this version of the product brings, in their order. */
export const knownMigrations = (): string[] => migrations.map((migration) => migration.name)

/**
 * Applies, in a process of its own (migrateStep.ts), those of the named Payload migrations that the
 * database lacks, the way `npm start` migrates, but only up to the backup's state. A child that
 * met the Node 20 loader fault (loaderFault.ts) is started again.
 */
export async function migrateTarget(databaseUrl: string, names: string[], attempt = 1): Promise<void> {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' }
  // Neither development (schema push) nor production (needs the server's secret and address): plain migrations.
  delete env.NODE_ENV
  const child = spawn(process.execPath, ['--import', 'tsx', STEP, ...names], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env: env as NodeJS.ProcessEnv })
  child.stdout?.pipe(process.stdout)
  child.stderr?.pipe(process.stderr)
  let migrated = false
  child.on('message', (message) => {
    if (message === MIGRATED_MESSAGE) migrated = true
  })
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))))
  if (code === 0 && migrated) return
  if (!metLoaderFault(code, migrated) || attempt >= 3) throw new BackupError(`Die Migrationen der Zieldatenbank sind fehlgeschlagen (Code ${code}); die Ausgabe oben nennt den Grund.`)
  return migrateTarget(databaseUrl, names, attempt + 1)
}

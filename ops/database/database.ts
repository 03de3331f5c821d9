import path from 'node:path'

import { startEmbeddedPostgres } from './embeddedPostgres'

export type ProvidedDatabase = { url: string; stop: () => Promise<void> }

/**
 * DATABASE_URL when it is set; otherwise an embedded PostgreSQL with its files in .data/postgres
 * (and, unless MEDIA_DIR says otherwise, uploads in media/<database>/).
 * Development and production keep separate databases in that cluster, because development pushes
 * schema changes directly while production applies migrations.
 */
export async function provideDatabase(projectDir: string, databaseName: string): Promise<ProvidedDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined }

  const dataDir = path.join(projectDir, '.data', 'postgres')
  const cluster = await startEmbeddedPostgres({ dataDir, persistent: true })
  const url = await cluster.ensureDatabase(databaseName)
  process.env.MEDIA_DIR ??= path.join(projectDir, 'media', databaseName)
  console.info(`Eingebettete PostgreSQL-Datenbank gestartet (${url.replace(/:[^:@/]+@/, ':***@')}, Daten in .data/postgres).`)
  return { url, stop: cluster.stop }
}

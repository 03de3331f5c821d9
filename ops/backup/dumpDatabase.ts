import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { dataFileOf, DATA_DIR, type ManifestContent } from './archive'
import { listSequences, listTables } from './catalog'
import { copyTableOut } from './copyTable'

export type DatabaseDump = Pick<ManifestContent, 'source' | 'migrations' | 'tables' | 'sequences'>

/**
 * Writes every table of the database (catalog.ts says which) into `folder/data/`, all read in one
 * snapshot (a read-only repeatable-read transaction, as pg_dump does), so the backup is consistent
 * while the shop keeps taking orders. Works against any PostgreSQL from version 15 on, whatever
 * pg_dump the machine has.
 */
export async function dumpDatabase(databaseUrl: string, folder: string): Promise<DatabaseDump> {
  fs.mkdirSync(path.join(folder, DATA_DIR), { recursive: true })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    await client.query("SET LOCAL statement_timeout = 0; SET LOCAL client_encoding = 'UTF8'")
    const about = await client.query<{ database: string; version: string }>("SELECT current_database() AS database, current_setting('server_version') AS version")
    const migrations = await appliedMigrations(client)
    const sequences = await listSequences(client)
    const tables: DatabaseDump['tables'] = []
    for (const table of await listTables(client)) {
      const file = dataFileOf(table.schema, table.name)
      if (tables.some((entry) => entry.file === file)) throw new Error(`Zwei Tabellen ergäben dieselbe Datei ${file}`)
      const written = await copyTableOut(client, table, path.join(folder, file))
      tables.push({ schema: table.schema, name: table.name, columns: table.columns, file, ...written })
    }
    await client.query('COMMIT')
    return { source: { database: about.rows[0].database, serverVersion: about.rows[0].version }, migrations, tables, sequences }
  } finally {
    await client.end()
  }
}

/** Names of the Payload migrations applied, in the order they ran (none before the first migration). */
async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const exists = await client.query("SELECT to_regclass('public.payload_migrations') IS NOT NULL AS found")
  if (!exists.rows[0].found) return []
  const { rows } = await client.query<{ name: string }>('SELECT name FROM public.payload_migrations ORDER BY id')
  return rows.map((row) => row.name)
}

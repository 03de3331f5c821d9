import path from 'node:path'

import pg from 'pg'

import { inClientTransaction } from '@/src/server/db/clientTransaction'

import type { Manifest } from './archive'
import { BackupError } from './backupError'
import { listTables, qualifiedName, type Table } from './catalog'
import { copyTableIn } from './copyTable'
import { restoreSequences } from './sequences'
import { suspendChecks } from './suspendedChecks'

/**
 * Loads a backup's tables into a database that has its schema (the backup's migrations applied),
 * in one transaction, so a failure leaves the target as it was: every table of ours is emptied,
 * foreign keys and triggers are lifted (suspendedChecks.ts), each table is copied in and its row
 * count checked against the manifest, then the foreign keys are checked again, the sequences set
 * and the search documents rebuilt from the restored products. Answers the rows loaded.
 */
export async function loadDatabase(databaseUrl: string, folder: string, manifest: Manifest): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await inClientTransaction(client, async () => {
      await client.query("SET LOCAL statement_timeout = 0; SET LOCAL client_encoding = 'UTF8'")
      const tables = await listTables(client)
      const oids = tables.map((table) => table.oid)
      assertSchemaFits(manifest, tables)
      const resume = await suspendChecks(client, oids)
      if (tables.length) await client.query(`TRUNCATE ${tables.map((table) => qualifiedName(table.schema, table.name)).join(', ')}`)
      let rows = 0
      for (const table of manifest.tables) {
        const loaded = await copyTableIn(client, table, path.join(folder, table.file))
        if (loaded !== table.rows) throw new BackupError(`${table.schema}.${table.name}: ${loaded} statt ${table.rows} Zeilen gelesen; die Sicherung ist beschädigt.`)
        rows += loaded
      }
      await resume()
      await restoreSequences(client, manifest.sequences, oids)
      await rebuildDerived(client)
      return rows
    })
  } finally {
    await client.end()
  }
}

/** Every table and column of the backup must exist in the target (whose migrations match the backup's). */
function assertSchemaFits(manifest: Manifest, tables: Table[]): void {
  for (const entry of manifest.tables) {
    const table = tables.find((candidate) => candidate.schema === entry.schema && candidate.name === entry.name)
    if (!table) throw new BackupError(`Die Tabelle ${entry.schema}.${entry.name} der Sicherung fehlt in der Zieldatenbank.`)
    const missing = entry.columns.filter((column) => !table.columns.includes(column))
    if (missing.length) throw new BackupError(`Der Tabelle ${entry.schema}.${entry.name} fehlen in der Zieldatenbank die Spalten ${missing.join(', ')}.`)
  }
}

/** Derived data, rebuilt rather than restored: the parts search documents (src/server/partsCatalogue) and the statistics' roll-ups (src/server/statistics/rollups). */
const REBUILDS = ['app_search.refresh_all()', 'app_stats.rebuild_all()']

async function rebuildDerived(client: pg.ClientBase): Promise<void> {
  for (const rebuild of REBUILDS) {
    const found = await client.query('SELECT to_regprocedure($1) IS NOT NULL AS found', [rebuild])
    if (found.rows[0].found) await client.query(`SELECT ${rebuild}`)
  }
}

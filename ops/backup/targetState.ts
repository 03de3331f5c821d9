import pg from 'pg'

import type { Manifest } from './archive'
import { BackupError } from './backupError'

/** The row Payload writes into payload_migrations when development pushes the schema instead of migrating. */
const PUSHED_SCHEMA = 'dev'

export type TargetState = { orders: number; migrations: string[] }

/** How many orders the target holds and which migrations it has (both none in a new database). */
export async function readTargetState(databaseUrl: string): Promise<TargetState> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const tables = await client.query<{ orders: boolean; migrations: boolean }>(
      "SELECT to_regclass('public.orders') IS NOT NULL AS orders, to_regclass('public.payload_migrations') IS NOT NULL AS migrations",
    )
    const { orders: hasOrders, migrations: hasMigrations } = tables.rows[0]
    const orders = hasOrders ? Number((await client.query<{ count: string }>('SELECT count(*) FROM public.orders')).rows[0].count) : 0
    const migrations = hasMigrations ? (await client.query<{ name: string }>('SELECT name FROM public.payload_migrations ORDER BY id')).rows.map((row) => row.name) : []
    return { orders, migrations }
  } finally {
    await client.end()
  }
}

/**
 * Refuses a restore that would lose data or cannot work: a target that already holds orders
 * (unless `force`: its data is then replaced), a target whose schema is newer than the backup's,
 * a backup of a newer product version than this one (its migrations are unknown here), and a
 * development database on either side (its schema was pushed, not migrated).
 */
export function assertRestorable(manifest: Manifest, target: TargetState, known: string[], force: boolean): void {
  if (manifest.migrations.includes(PUSHED_SCHEMA) || target.migrations.includes(PUSHED_SCHEMA)) {
    throw new BackupError(
      `${manifest.migrations.includes(PUSHED_SCHEMA) ? 'Die Sicherung' : 'Die Zieldatenbank'} stammt aus der Entwicklung (\`npm run dev\`, Schema ohne Migrationen). ` +
        'Gesichert und wiederhergestellt werden Datenbanken mit Migrationen, wie sie `npm start` anlegt.',
    )
  }
  const unknown = manifest.migrations.filter((name) => !known.includes(name))
  if (unknown.length) {
    throw new BackupError(
      `Die Sicherung stammt von einer neueren Programmversion (${manifest.product.version}); diese Version kennt die Migration ${unknown[0]} nicht. ` +
        'Bitte mit der Programmversion der Sicherung wiederherstellen.',
    )
  }
  const newer = target.migrations.filter((name) => !manifest.migrations.includes(name))
  if (newer.length) {
    throw new BackupError(
      `Die Zieldatenbank hat einen neueren Stand als die Sicherung (Migration ${newer[0]}). ` +
        'Bitte in eine neue, leere Datenbank wiederherstellen; `npm start` hebt sie danach auf den aktuellen Stand.',
    )
  }
  if (target.orders > 0 && !force) {
    throw new BackupError(
      `Die Zieldatenbank enthält bereits ${target.orders.toLocaleString('de-AT')} Bestellungen. ` +
        'Wiederherstellen nur in eine leere Datenbank – oder mit --force, das alle Daten der Zieldatenbank durch die der Sicherung ersetzt.',
    )
  }
}

import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'

import { ensureStatisticsRollups, ROLLUPS } from '../server/statistics/rollups/schema'

/** The statistics' daily roll-ups and the triggers that keep them current (rollups/schema.ts); every existing day is rolled up on first use. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await ensureStatisticsRollups(db as never)
}

const TRIGGERS = {
  analytics_logs: ['insert', 'delete', 'update', 'truncate'],
  orders: ['insert', 'delete', 'update', 'truncate'],
  orders_items: ['insert', 'delete', 'update'],
  orders_totals_taxes: ['insert', 'delete', 'update'],
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, events] of Object.entries(TRIGGERS)) {
    for (const event of events) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_stats ON ${table}`))
  }
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${ROLLUPS} CASCADE`))
}

import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { ensureStatisticsRollups } from '../server/statistics/rollups/schema'

/**
 * The roll-ups' trigger functions of order lines and VAT lines look each order up by its key
 * instead of joining all orders (rollups/schema.ts): the join could be planned as a scan of every
 * order per statement, so each placed order cost more than the one before.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await ensureStatisticsRollups(db as never)
}

/** Nothing to undo: both forms of the functions note the same days. */
export async function down(_args: MigrateDownArgs): Promise<void> {}

import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { ensureStatisticsRollups } from '../server/statistics/rollups/schema'

/**
 * The roll-ups' trigger functions never scan a table (rollups/schema.ts): those of order lines and
 * VAT lines look each order up by its key, and none may plan a sequential scan. A plan kept from a
 * young table scanned every order per statement, so each placed order cost more than the one before.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await ensureStatisticsRollups(db as never)
}

/** Nothing to undo: both forms of the functions note the same days. */
export async function down(_args: MigrateDownArgs): Promise<void> {}

import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'

import { ensureOutbox, OUTBOX_TABLE } from '../server/orders/announcementOutbox'

/** The outbox's claims and record of sent messages (announcementOutbox.ts): a failed or interrupted send is resumed, not lost. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await ensureOutbox(db as never)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE ${OUTBOX_TABLE} DROP COLUMN IF EXISTS claimed_until, DROP COLUMN IF EXISTS sent, DROP COLUMN IF EXISTS attempts`))
}

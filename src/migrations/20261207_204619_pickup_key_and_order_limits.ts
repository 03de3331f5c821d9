import { randomBytes } from 'node:crypto'

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "branches" ADD COLUMN "frontdesk_api_key" varchar;
  ALTER TABLE "config" ADD COLUMN "max_units_per_line" numeric DEFAULT 100000;
  ALTER TABLE "config" ADD COLUMN "max_order_total" numeric DEFAULT 1000000;
  CREATE INDEX "branches_frontdesk_api_key_idx" ON "branches" USING btree ("frontdesk_api_key");`)
  // Every existing branch gets a pickup-screen key of its own (until now the kitchen's key opened both screens).
  const { rows } = await db.execute(sql`SELECT id FROM branches WHERE frontdesk_api_key IS NULL`)
  for (const { id } of rows as { id: number }[]) {
    await db.execute(sql`UPDATE branches SET frontdesk_api_key = ${randomBytes(24).toString('base64url')} WHERE id = ${id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "branches_frontdesk_api_key_idx";
  ALTER TABLE "branches" DROP COLUMN "frontdesk_api_key";
  ALTER TABLE "config" DROP COLUMN "max_units_per_line";
  ALTER TABLE "config" DROP COLUMN "max_order_total";`)
}

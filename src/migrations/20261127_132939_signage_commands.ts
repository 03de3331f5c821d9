import { randomBytes } from 'node:crypto'

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_digital_signage_devices_command_status" ADD VALUE 'failed' BEFORE 'aborted';
  ALTER TABLE "digital_signage_devices" ADD COLUMN "is_enabled" boolean DEFAULT true;
  ALTER TABLE "digital_signage_devices" ADD COLUMN "current_scene" varchar;
  ALTER TABLE "digital_signage_devices" ADD COLUMN "api_key" varchar;
  ALTER TABLE "digital_signage_devices" ADD COLUMN "command_uid" varchar;
  ALTER TABLE "digital_signage_devices" ADD COLUMN "command_finished_at" timestamp(3) with time zone;
  ALTER TABLE "digital_signage_devices" ADD COLUMN "command_message" varchar;
  CREATE INDEX "digital_signage_devices_is_enabled_idx" ON "digital_signage_devices" USING btree ("is_enabled");
  CREATE INDEX "digital_signage_devices_api_key_idx" ON "digital_signage_devices" USING btree ("api_key");`)
  // Every TV gets its API key, the one its player fetches commands and sends heartbeats with.
  const { rows } = (await db.execute(sql`SELECT id FROM digital_signage_devices WHERE api_key IS NULL`)) as unknown as { rows: { id: number }[] }
  for (const { id } of rows) await db.execute(sql`UPDATE digital_signage_devices SET api_key = ${randomBytes(24).toString('base64url')} WHERE id = ${id}`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "digital_signage_devices" ALTER COLUMN "command_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_digital_signage_devices_command_status";
  CREATE TYPE "public"."enum_digital_signage_devices_command_status" AS ENUM('pending', 'running', 'done', 'aborted');
  ALTER TABLE "digital_signage_devices" ALTER COLUMN "command_status" SET DATA TYPE "public"."enum_digital_signage_devices_command_status" USING "command_status"::"public"."enum_digital_signage_devices_command_status";
  DROP INDEX "digital_signage_devices_is_enabled_idx";
  DROP INDEX "digital_signage_devices_api_key_idx";
  ALTER TABLE "digital_signage_devices" DROP COLUMN "is_enabled";
  ALTER TABLE "digital_signage_devices" DROP COLUMN "current_scene";
  ALTER TABLE "digital_signage_devices" DROP COLUMN "api_key";
  ALTER TABLE "digital_signage_devices" DROP COLUMN "command_uid";
  ALTER TABLE "digital_signage_devices" DROP COLUMN "command_finished_at";
  ALTER TABLE "digital_signage_devices" DROP COLUMN "command_message";`)
}

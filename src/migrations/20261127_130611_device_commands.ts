import { randomBytes } from 'node:crypto'

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_devices_command_type" AS ENUM('notification', 'sendLogs');
  CREATE TYPE "public"."enum_devices_command_status" AS ENUM('pending', 'running', 'done', 'failed', 'aborted');
  ALTER TYPE "public"."enum_uploads_purpose" ADD VALUE 'deviceLog';
  ALTER TABLE "devices" ADD COLUMN "command_uid" varchar;
  ALTER TABLE "devices" ADD COLUMN "command_type" "enum_devices_command_type";
  ALTER TABLE "devices" ADD COLUMN "command_status" "enum_devices_command_status";
  ALTER TABLE "devices" ADD COLUMN "command_issued_at" timestamp(3) with time zone;
  ALTER TABLE "devices" ADD COLUMN "command_finished_at" timestamp(3) with time zone;
  ALTER TABLE "devices" ADD COLUMN "command_message" varchar;
  ALTER TABLE "devices" ADD COLUMN "device_log_id" integer;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_device_log_id_uploads_id_fk" FOREIGN KEY ("device_log_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "devices_device_log_idx" ON "devices" USING btree ("device_log_id");`)
  // Every device now has an access key (before: time clocks only), the one it fetches its commands with.
  const { rows } = (await db.execute(sql`SELECT id FROM devices WHERE access_token IS NULL`)) as unknown as { rows: { id: number }[] }
  for (const { id } of rows) await db.execute(sql`UPDATE devices SET access_token = ${randomBytes(24).toString('base64url')} WHERE id = ${id}`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "devices" DROP CONSTRAINT "devices_device_log_id_uploads_id_fk";
  
  ALTER TABLE "uploads" ALTER COLUMN "purpose" SET DATA TYPE text;
  ALTER TABLE "uploads" ALTER COLUMN "purpose" SET DEFAULT 'site'::text;
  DROP TYPE "public"."enum_uploads_purpose";
  CREATE TYPE "public"."enum_uploads_purpose" AS ENUM('site', 'customer', 'acknowledgement', 'receipt');
  ALTER TABLE "uploads" ALTER COLUMN "purpose" SET DEFAULT 'site'::"public"."enum_uploads_purpose";
  ALTER TABLE "uploads" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_uploads_purpose" USING "purpose"::"public"."enum_uploads_purpose";
  DROP INDEX "devices_device_log_idx";
  ALTER TABLE "devices" DROP COLUMN "command_uid";
  ALTER TABLE "devices" DROP COLUMN "command_type";
  ALTER TABLE "devices" DROP COLUMN "command_status";
  ALTER TABLE "devices" DROP COLUMN "command_issued_at";
  ALTER TABLE "devices" DROP COLUMN "command_finished_at";
  ALTER TABLE "devices" DROP COLUMN "command_message";
  ALTER TABLE "devices" DROP COLUMN "device_log_id";
  DROP TYPE "public"."enum_devices_command_type";
  DROP TYPE "public"."enum_devices_command_status";`)
}

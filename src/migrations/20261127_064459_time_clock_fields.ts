import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_devices_type" ADD VALUE 'timeClock';
  ALTER TABLE "users" ADD COLUMN "username" varchar;
  ALTER TABLE "users" ADD COLUMN "time_clock_pin_hash" varchar;
  ALTER TABLE "devices" ADD COLUMN "access_token" varchar;
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "devices_access_token_idx" ON "devices" USING btree ("access_token");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "devices" ALTER COLUMN "type" SET DATA TYPE text;
  ALTER TABLE "devices" ALTER COLUMN "type" SET DEFAULT 'printer'::text;
  DROP TYPE "public"."enum_devices_type";
  CREATE TYPE "public"."enum_devices_type" AS ENUM('printer', 'display', 'terminal', 'tablet');
  ALTER TABLE "devices" ALTER COLUMN "type" SET DEFAULT 'printer'::"public"."enum_devices_type";
  ALTER TABLE "devices" ALTER COLUMN "type" SET DATA TYPE "public"."enum_devices_type" USING "type"::"public"."enum_devices_type";
  DROP INDEX "users_username_idx";
  DROP INDEX "devices_access_token_idx";
  ALTER TABLE "users" DROP COLUMN "username";
  ALTER TABLE "users" DROP COLUMN "time_clock_pin_hash";
  ALTER TABLE "devices" DROP COLUMN "access_token";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "vacation_days_per_year" numeric DEFAULT 25;
  ALTER TABLE "working_schedules" ADD COLUMN "repeats_weekly" boolean DEFAULT false;
  ALTER TABLE "working_schedules" ADD COLUMN "valid_until" timestamp(3) with time zone;
  CREATE INDEX "working_schedules_repeats_weekly_idx" ON "working_schedules" USING btree ("repeats_weekly");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "working_schedules_repeats_weekly_idx";
  ALTER TABLE "users" DROP COLUMN "vacation_days_per_year";
  ALTER TABLE "working_schedules" DROP COLUMN "repeats_weekly";
  ALTER TABLE "working_schedules" DROP COLUMN "valid_until";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "config" ADD COLUMN "working_time_limits_day_warning_hours" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "config" ADD COLUMN "working_time_limits_day_maximum_hours" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "config" ADD COLUMN "working_time_limits_week_warning_hours" numeric DEFAULT 50 NOT NULL;
  ALTER TABLE "config" ADD COLUMN "working_time_limits_week_maximum_hours" numeric DEFAULT 60 NOT NULL;
  ALTER TABLE "config" ADD COLUMN "working_time_limits_break_after_hours" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "config" ADD COLUMN "working_time_limits_minimum_break_minutes" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "config" ADD COLUMN "working_time_limits_minimum_rest_hours" numeric DEFAULT 11 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "config" DROP COLUMN "working_time_limits_day_warning_hours";
  ALTER TABLE "config" DROP COLUMN "working_time_limits_day_maximum_hours";
  ALTER TABLE "config" DROP COLUMN "working_time_limits_week_warning_hours";
  ALTER TABLE "config" DROP COLUMN "working_time_limits_week_maximum_hours";
  ALTER TABLE "config" DROP COLUMN "working_time_limits_break_after_hours";
  ALTER TABLE "config" DROP COLUMN "working_time_limits_minimum_break_minutes";
  ALTER TABLE "config" DROP COLUMN "working_time_limits_minimum_rest_hours";`)
}

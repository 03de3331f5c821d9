import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "is_active" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "valid_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "password_valid_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "is_active";
  ALTER TABLE "users" DROP COLUMN "valid_until";
  ALTER TABLE "users" DROP COLUMN "password_valid_until";`)
}

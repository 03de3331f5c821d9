import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_branches_federal_state" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9');
  ALTER TABLE "branches" ADD COLUMN "federal_state" "enum_branches_federal_state" DEFAULT '9';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "branches" DROP COLUMN "federal_state";
  DROP TYPE "public"."enum_branches_federal_state";`)
}

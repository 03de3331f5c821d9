import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "config" ADD COLUMN "parts_documents_datasheet_url" varchar;
  ALTER TABLE "config" ADD COLUMN "parts_documents_manual_url" varchar;
  ALTER TABLE "config" ADD COLUMN "parts_documents_cad_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "config" DROP COLUMN "parts_documents_datasheet_url";
  ALTER TABLE "config" DROP COLUMN "parts_documents_manual_url";
  ALTER TABLE "config" DROP COLUMN "parts_documents_cad_url";`)
}

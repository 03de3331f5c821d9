import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "qr_code_id" integer;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_qr_code_id_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."qr_codes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_qr_code_idx" ON "orders" USING btree ("qr_code_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_qr_code_id_qr_codes_id_fk";
  
  DROP INDEX "orders_qr_code_idx";
  ALTER TABLE "orders" DROP COLUMN "qr_code_id";`)
}

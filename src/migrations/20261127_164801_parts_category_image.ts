import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "categories" ADD COLUMN "shop_path" varchar;
  CREATE INDEX "categories_shop_path_idx" ON "categories" USING btree ("shop_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "categories_shop_path_idx";
  ALTER TABLE "categories" DROP COLUMN "shop_path";`)
}

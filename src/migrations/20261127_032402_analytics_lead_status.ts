import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Lead status 'Neu' / 'In Bearbeitung' / 'Erledigt' (new, inProgress, done) instead of
 * new / contacted / closed: existing leads keep their meaning (contacted → inProgress, closed → done).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "analytics_leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "analytics_leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_analytics_leads_status";
  CREATE TYPE "public"."enum_analytics_leads_status" AS ENUM('new', 'inProgress', 'done');
  ALTER TABLE "analytics_leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_analytics_leads_status";
  ALTER TABLE "analytics_leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_analytics_leads_status" USING (
    CASE "status" WHEN 'contacted' THEN 'inProgress' WHEN 'closed' THEN 'done' ELSE "status" END
  )::"public"."enum_analytics_leads_status";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "analytics_leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "analytics_leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_analytics_leads_status";
  CREATE TYPE "public"."enum_analytics_leads_status" AS ENUM('new', 'contacted', 'closed');
  ALTER TABLE "analytics_leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_analytics_leads_status";
  ALTER TABLE "analytics_leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_analytics_leads_status" USING (
    CASE "status" WHEN 'inProgress' THEN 'contacted' WHEN 'done' THEN 'closed' ELSE "status" END
  )::"public"."enum_analytics_leads_status";`)
}

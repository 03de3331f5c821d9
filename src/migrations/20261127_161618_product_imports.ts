import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_imports_status" AS ENUM('queued', 'running', 'done', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importProducts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'resumeStalledImports';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importProducts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'resumeStalledImports';
  CREATE TABLE "product_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_product_imports_status" DEFAULT 'queued' NOT NULL,
  	"dry_run" boolean DEFAULT false,
  	"job" numeric,
  	"row_count" numeric DEFAULT 0,
  	"batch_count" numeric DEFAULT 0,
  	"batches_done" numeric DEFAULT 0,
  	"created" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"unchanged" numeric DEFAULT 0,
  	"rejected_count" numeric DEFAULT 0,
  	"rejected" jsonb,
  	"rejected_text" varchar,
  	"started_by_id" integer,
  	"heartbeat_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products_rels" ADD COLUMN "uploads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_imports_id" integer;
  ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "product_imports_status_idx" ON "product_imports" USING btree ("status");
  CREATE INDEX "product_imports_started_by_idx" ON "product_imports" USING btree ("started_by_id");
  CREATE INDEX "product_imports_updated_at_idx" ON "product_imports" USING btree ("updated_at");
  CREATE INDEX "product_imports_created_at_idx" ON "product_imports" USING btree ("created_at");
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_uploads_fk" FOREIGN KEY ("uploads_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_imports_fk" FOREIGN KEY ("product_imports_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_rels_uploads_id_idx" ON "products_rels" USING btree ("uploads_id");
  CREATE INDEX "payload_locked_documents_rels_product_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("product_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "product_imports" CASCADE;
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_uploads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deleteOrphanedUploads', 'announceOverdueOrders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deleteOrphanedUploads', 'announceOverdueOrders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "products_rels_uploads_id_idx";
  DROP INDEX "payload_locked_documents_rels_product_imports_id_idx";
  ALTER TABLE "products_rels" DROP COLUMN "uploads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_imports_id";
  DROP TYPE "public"."enum_product_imports_status";`)
}

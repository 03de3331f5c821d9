import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_uploads_purpose" AS ENUM('site', 'customer', 'acknowledgement', 'receipt');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deleteOrphanedUploads');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deleteOrphanedUploads');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "uploads" ADD COLUMN "purpose" "enum_uploads_purpose" DEFAULT 'site';
  ALTER TABLE "uploads" ADD COLUMN "order_id" integer;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "uploads" ADD CONSTRAINT "uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "uploads_purpose_idx" ON "uploads" USING btree ("purpose");
  CREATE INDEX "uploads_order_idx" ON "uploads" USING btree ("order_id");`)

  // Existing files: order acknowledgements, receipts and customers' files referenced by an order
  // item become private files of their order (every other file stays a public site file).
  await db.execute(sql`
  UPDATE "uploads" u SET "purpose" = 'acknowledgement', "order_id" = o."id"
    FROM "orders" o WHERE o."snapshot_order_acknowledgement_id" = u."id";
  UPDATE "uploads" u SET "purpose" = 'receipt', "order_id" = COALESCE(u."order_id", p."order_id")
    FROM "print_jobs" p WHERE p."file_id" = u."id" AND u."purpose" = 'site';
  UPDATE "uploads" u SET "purpose" = 'customer', "order_id" = refs."order_id"
    FROM (
      SELECT DISTINCT ON ("upload_id") "upload_id", "order_id" FROM (
        SELECT (ref->>'id')::integer AS "upload_id", i."_parent_id" AS "order_id"
          FROM "orders_items" i
          CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(i."parts") = 'array' THEN i."parts" ELSE '[]'::jsonb END) AS part
          CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(part) = 'array' THEN part ELSE '[]'::jsonb END) AS ref
          WHERE jsonb_typeof(ref) = 'object' AND (ref->>'id') ~ '^[0-9]{1,9}$'
      ) AS found ORDER BY "upload_id", "order_id"
    ) AS refs
    WHERE refs."upload_id" = u."id" AND u."purpose" = 'site';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "uploads" DROP CONSTRAINT "uploads_order_id_orders_id_fk";
  
  DROP INDEX "uploads_purpose_idx";
  DROP INDEX "uploads_order_idx";
  ALTER TABLE "uploads" DROP COLUMN "purpose";
  ALTER TABLE "uploads" DROP COLUMN "order_id";
  DROP TYPE "public"."enum_uploads_purpose";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_print_jobs_status" AS ENUM('queued', 'printed', 'failed');
  CREATE TABLE "print_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"device_id" integer NOT NULL,
  	"branch_id" integer NOT NULL,
  	"order_id" integer,
  	"file_id" integer NOT NULL,
  	"status" "enum_print_jobs_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"printed_at" timestamp(3) with time zone,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "payment_redirect_url" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "print_jobs_id" integer;
  ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "print_jobs_device_idx" ON "print_jobs" USING btree ("device_id");
  CREATE INDEX "print_jobs_branch_idx" ON "print_jobs" USING btree ("branch_id");
  CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");
  CREATE INDEX "print_jobs_file_idx" ON "print_jobs" USING btree ("file_id");
  CREATE INDEX "print_jobs_status_idx" ON "print_jobs" USING btree ("status");
  CREATE INDEX "print_jobs_updated_at_idx" ON "print_jobs" USING btree ("updated_at");
  CREATE INDEX "print_jobs_created_at_idx" ON "print_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_print_jobs_fk" FOREIGN KEY ("print_jobs_id") REFERENCES "public"."print_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_print_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("print_jobs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "print_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "print_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_print_jobs_fk";
  
  DROP INDEX "payload_locked_documents_rels_print_jobs_id_idx";
  ALTER TABLE "orders" DROP COLUMN "payment_redirect_url";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "print_jobs_id";
  DROP TYPE "public"."enum_print_jobs_status";`)
}

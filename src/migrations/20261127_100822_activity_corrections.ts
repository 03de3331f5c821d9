import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__working_activities_v_version_type" AS ENUM('work', 'break', 'travel', 'training', 'vacation', 'sickLeave', 'timeOff');
  CREATE TYPE "public"."enum__working_activities_v_version_status" AS ENUM('running', 'paused', 'ended');
  CREATE TABLE "_working_activities_v_version_pauses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_working_activities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_user_id" integer NOT NULL,
  	"version_branch_id" integer,
  	"version_type" "enum__working_activities_v_version_type" DEFAULT 'work' NOT NULL,
  	"version_status" "enum__working_activities_v_version_status" DEFAULT 'running' NOT NULL,
  	"version_started_at" timestamp(3) with time zone NOT NULL,
  	"version_ended_at" timestamp(3) with time zone,
  	"version_project_id" integer,
  	"version_task_id" integer,
  	"version_comment" varchar,
  	"version_correction_reason" varchar,
  	"version_corrected_by_id" integer,
  	"version_corrected_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "working_activities" ADD COLUMN "correction_reason" varchar;
  ALTER TABLE "working_activities" ADD COLUMN "corrected_by_id" integer;
  ALTER TABLE "working_activities" ADD COLUMN "corrected_at" timestamp(3) with time zone;
  ALTER TABLE "_working_activities_v_version_pauses" ADD CONSTRAINT "_working_activities_v_version_pauses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_working_activities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_working_activities_v" ADD CONSTRAINT "_working_activities_v_parent_id_working_activities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."working_activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_working_activities_v" ADD CONSTRAINT "_working_activities_v_version_user_id_users_id_fk" FOREIGN KEY ("version_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_working_activities_v" ADD CONSTRAINT "_working_activities_v_version_branch_id_branches_id_fk" FOREIGN KEY ("version_branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_working_activities_v" ADD CONSTRAINT "_working_activities_v_version_project_id_projects_id_fk" FOREIGN KEY ("version_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_working_activities_v" ADD CONSTRAINT "_working_activities_v_version_task_id_tasks_id_fk" FOREIGN KEY ("version_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_working_activities_v" ADD CONSTRAINT "_working_activities_v_version_corrected_by_id_users_id_fk" FOREIGN KEY ("version_corrected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_working_activities_v_version_pauses_order_idx" ON "_working_activities_v_version_pauses" USING btree ("_order");
  CREATE INDEX "_working_activities_v_version_pauses_parent_id_idx" ON "_working_activities_v_version_pauses" USING btree ("_parent_id");
  CREATE INDEX "_working_activities_v_parent_idx" ON "_working_activities_v" USING btree ("parent_id");
  CREATE INDEX "_working_activities_v_version_version_user_idx" ON "_working_activities_v" USING btree ("version_user_id");
  CREATE INDEX "_working_activities_v_version_version_branch_idx" ON "_working_activities_v" USING btree ("version_branch_id");
  CREATE INDEX "_working_activities_v_version_version_type_idx" ON "_working_activities_v" USING btree ("version_type");
  CREATE INDEX "_working_activities_v_version_version_status_idx" ON "_working_activities_v" USING btree ("version_status");
  CREATE INDEX "_working_activities_v_version_version_started_at_idx" ON "_working_activities_v" USING btree ("version_started_at");
  CREATE INDEX "_working_activities_v_version_version_ended_at_idx" ON "_working_activities_v" USING btree ("version_ended_at");
  CREATE INDEX "_working_activities_v_version_version_project_idx" ON "_working_activities_v" USING btree ("version_project_id");
  CREATE INDEX "_working_activities_v_version_version_task_idx" ON "_working_activities_v" USING btree ("version_task_id");
  CREATE INDEX "_working_activities_v_version_version_corrected_by_idx" ON "_working_activities_v" USING btree ("version_corrected_by_id");
  CREATE INDEX "_working_activities_v_version_version_updated_at_idx" ON "_working_activities_v" USING btree ("version_updated_at");
  CREATE INDEX "_working_activities_v_version_version_created_at_idx" ON "_working_activities_v" USING btree ("version_created_at");
  CREATE INDEX "_working_activities_v_created_at_idx" ON "_working_activities_v" USING btree ("created_at");
  CREATE INDEX "_working_activities_v_updated_at_idx" ON "_working_activities_v" USING btree ("updated_at");
  CREATE INDEX "version_user_version_startedAt_idx" ON "_working_activities_v" USING btree ("version_user_id","version_started_at");
  ALTER TABLE "working_activities" ADD CONSTRAINT "working_activities_corrected_by_id_users_id_fk" FOREIGN KEY ("corrected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "working_activities_corrected_by_idx" ON "working_activities" USING btree ("corrected_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_working_activities_v_version_pauses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_working_activities_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_working_activities_v_version_pauses" CASCADE;
  DROP TABLE "_working_activities_v" CASCADE;
  ALTER TABLE "working_activities" DROP CONSTRAINT "working_activities_corrected_by_id_users_id_fk";
  
  DROP INDEX "working_activities_corrected_by_idx";
  ALTER TABLE "working_activities" DROP COLUMN "correction_reason";
  ALTER TABLE "working_activities" DROP COLUMN "corrected_by_id";
  ALTER TABLE "working_activities" DROP COLUMN "corrected_at";
  DROP TYPE "public"."enum__working_activities_v_version_type";
  DROP TYPE "public"."enum__working_activities_v_version_status";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_scenes_kind" AS ENUM('content', 'image', 'video', 'richText', 'menuBoard');
  CREATE TYPE "public"."enum_digital_signage_segments_schedule_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TABLE "digital_signage_segments_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_digital_signage_segments_schedule_type" DEFAULT 'daily' NOT NULL,
  	"date" timestamp(3) with time zone,
  	"is_closed" boolean DEFAULT false,
  	"from" varchar,
  	"to" varchar
  );
  
  ALTER TABLE "scenes" ADD COLUMN "kind" "enum_scenes_kind" DEFAULT 'content' NOT NULL;
  ALTER TABLE "scenes" ADD COLUMN "video_id" integer;
  ALTER TABLE "scenes" ADD COLUMN "rich_text" jsonb;
  ALTER TABLE "digital_signage_segments_schedule" ADD CONSTRAINT "digital_signage_segments_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."digital_signage_segments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "digital_signage_segments_schedule_order_idx" ON "digital_signage_segments_schedule" USING btree ("_order");
  CREATE INDEX "digital_signage_segments_schedule_parent_id_idx" ON "digital_signage_segments_schedule" USING btree ("_parent_id");
  ALTER TABLE "scenes" ADD CONSTRAINT "scenes_video_id_uploads_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "scenes_video_idx" ON "scenes" USING btree ("video_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "digital_signage_segments_schedule" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "digital_signage_segments_schedule" CASCADE;
  ALTER TABLE "scenes" DROP CONSTRAINT "scenes_video_id_uploads_id_fk";
  
  DROP INDEX "scenes_video_idx";
  ALTER TABLE "scenes" DROP COLUMN "kind";
  ALTER TABLE "scenes" DROP COLUMN "video_id";
  ALTER TABLE "scenes" DROP COLUMN "rich_text";
  DROP TYPE "public"."enum_scenes_kind";
  DROP TYPE "public"."enum_digital_signage_segments_schedule_type";`)
}

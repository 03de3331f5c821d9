import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'

import { ensureSearchSchema } from '../server/partsCatalogue/searchSchema'

/** The parts catalogue's search engine (src/server/search/searchSchema.ts): extensions, documents, triggers. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await ensureSearchSchema(db as unknown as Parameters<typeof ensureSearchSchema>[0])
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER IF EXISTS app_search_refresh ON public.products;
    DROP TRIGGER IF EXISTS app_search_refresh ON public.products_categories;
    DROP TRIGGER IF EXISTS app_search_refresh ON public.products_attributes;
    DROP SCHEMA IF EXISTS app_search CASCADE;
  `)
}

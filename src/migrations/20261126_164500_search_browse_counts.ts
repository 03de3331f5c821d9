import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'

import { ensureSearchSchema } from '../server/partsCatalogue/searchSchema'

/**
 * The catalogue's browsing counts and sort indexes (src/server/search/searchSchema.ts), and folding
 * that does not depend on the database's locale: every document is rebuilt once (about a minute
 * at 100,000 parts), which fills the counts too.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await ensureSearchSchema(db as unknown as Parameters<typeof ensureSearchSchema>[0])
  await db.execute(sql`SELECT app_search.refresh_all()`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION app_search.refresh_product(pid integer) RETURNS void LANGUAGE sql SET jit = off AS $$
      DELETE FROM app_search.products WHERE product_id = pid;
      INSERT INTO app_search.products SELECT * FROM app_search.documents_of(ARRAY[pid]);
    $$;
    CREATE OR REPLACE FUNCTION app_search.refresh_all() RETURNS integer LANGUAGE plpgsql SET jit = off AS $$
    DECLARE n integer;
    BEGIN
      DELETE FROM app_search.products;
      INSERT INTO app_search.products SELECT * FROM app_search.all_documents();
      GET DIAGNOSTICS n = ROW_COUNT;
      RETURN n;
    END $$;
    DROP FUNCTION IF EXISTS app_search.refresh_browse_counts();
    DROP FUNCTION IF EXISTS app_search.count_browse(text[], text[], integer);
    DROP FUNCTION IF EXISTS app_search.browse_entries(text[], text[]);
    DROP TABLE IF EXISTS app_search.browse_counts;
    DROP INDEX IF EXISTS app_search.products_price_asc_idx;
    DROP INDEX IF EXISTS app_search.products_price_desc_idx;
    DROP INDEX IF EXISTS app_search.products_name_sort_idx;
    DROP INDEX IF EXISTS app_search.products_uid_sort_idx;
  `)
}

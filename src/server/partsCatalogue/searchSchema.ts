import type { Payload } from 'payload'

import { ensureStatements, type SchemaDatabase } from '@/src/server/db/ensureStatements'

/**
 * The parts catalogue's search engine, in PostgreSQL (no second search server; it runs on the
 * embedded database as on any PostgreSQL 15+):
 *
 * - `app_search.products`: one search document per parts-shop product, in a schema of its own that
 *   Payload's schema push and migrations leave alone;
 * - `document`: a German `tsvector` of material number and name (weight A), short description and
 *   category names (B), attribute labels and values (C) and description (D), over text folded by
 *   `app_search.fold` (lowercase, umlauts spelled out and reduced, other accents removed with
 *   `unaccent`), so 'Schläuche', 'Schlaeuche' and 'Schlauche' find the same part;
 * - `uid_key`: the material number without separators, for prefix and suffix matches through
 *   `pg_trgm` ('4WE6' finds '4WE6D6X/EG24N9K4');
 * - `categories`: every category path of the product with all its ancestors ('A', 'A → B', …);
 * - `facets`: 'label␟value' for every attribute value (the catalogue's filters);
 * - `browse_counts`: per scope (the whole catalogue '' or a category path) the number of listed
 *   parts, of each filter value and of each category below it, so that browsing without a term or
 *   filter (the shop's first screen, a category of 40,000 parts) counts nothing at request time.
 *
 * The documents are kept current by deferred constraint triggers on the product tables: they run
 * at commit, after every statement of the transaction that changed a product (Payload writes a
 * product and its arrays in several), so a document never shows half a change, and every write
 * path (back office, REST, imports, SQL) is covered. The same refresh moves the part's counts.
 */
/**
 * The search documents of parts products, one set-based query; `only` narrows each table to the
 * products wanted. Two functions are made of it: `documents_of(ids)` reads every table by its index
 * for a few products (a trigger), `all_documents()` scans each once for the whole catalogue (an
 * `= ANY` over 100,000 ids would be searched linearly per row).
 */
/** Letters spelled out before unaccent, in both cases ('Ö' → 'oe'), so 'Öl' and 'Oel' fold alike. */
const SHARP_S: [string, string][] = [['ß', 'ss'], ['ẞ', 'ss']]
const UMLAUTS: [string, string][] = [['ä', 'ae'], ['ö', 'oe'], ['ü', 'ue'], ['Ä', 'ae'], ['Ö', 'oe'], ['Ü', 'ue'], ...SHARP_S]
const spelledOut = (expression: string, letters: [string, string][]) =>
  letters.reduce((folded, [letter, spelling]) => `replace(${folded}, '${letter}', '${spelling}')`, expression)

/** Advisory lock key of the browse counts (refresh_product). */
const COUNTS_LOCK = 7_311_205

const documentsQuery = (only: (column: string) => string) => `
     WITH chosen AS (
       SELECT p.* FROM public.products p WHERE p.catalogue = 'parts' AND ${only('p.id')}
     ), category_paths AS (
       SELECT c._parent_id AS id, array_agg(DISTINCT array_to_string((levels)[1:n], ' → ')) AS prefixes, string_agg(DISTINCT c.value, ' ') AS words
       FROM public.products_categories c JOIN chosen ON chosen.id = c._parent_id,
            LATERAL string_to_array(c.value, ' → ') AS levels, LATERAL generate_series(1, cardinality(levels)) AS n
       WHERE ${only('c._parent_id')}
       GROUP BY c._parent_id
     ), attribute_values AS (
       SELECT a._parent_id AS id, a.label, trim(v.value) AS value
       FROM public.products_attributes a JOIN chosen ON chosen.id = a._parent_id,
            LATERAL (SELECT a.value WHERE a.type = 'textAttribute'
                     UNION ALL SELECT lv.value FROM public.products_attributes_values lv WHERE lv._parent_id = a.id AND a.type = 'listAttribute') v
       WHERE ${only('a._parent_id')} AND coalesce(trim(v.value), '') <> ''
     ), attributes AS (
       SELECT id, array_agg(DISTINCT label || chr(31) || value) AS facets, string_agg(label || ' ' || value, ' ') AS words
       FROM attribute_values GROUP BY id
     )
     SELECT p.id,
            p.is_enabled IS NOT FALSE AND p.is_public IS NOT FALSE,
            p.uid,
            app_search.key(p.uid),
            p.name,
            app_search.fold(p.name),
            coalesce(p.weight, 0),
            CASE WHEN p.price > 0 AND p.is_price_hidden IS NOT TRUE THEN p.price END,
            coalesce(c.prefixes, '{}'),
            coalesce(a.facets, '{}'),
            setweight(to_tsvector('german', app_search.words(coalesce(p.uid, '') || ' ' || p.name)), 'A')
              || setweight(to_tsvector('german', app_search.words(coalesce(p.short_description, '') || ' ' || coalesce(c.words, ''))), 'B')
              || setweight(to_tsvector('german', app_search.words(coalesce(a.words, ''))), 'C')
              || setweight(to_tsvector('german', app_search.words(coalesce(p.description, ''))), 'D'),
            pg_current_xact_id()
     FROM chosen p LEFT JOIN category_paths c ON c.id = p.id LEFT JOIN attributes a ON a.id = p.id
`

const STATEMENTS = [
  'CREATE EXTENSION IF NOT EXISTS unaccent',
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  'CREATE SCHEMA IF NOT EXISTS app_search',
  // Umlauts are spelled out in either case and the result lowered again after unaccent: lower()
  // alone folds only ASCII in a database without a locale (the embedded one is initialised so).
  `CREATE OR REPLACE FUNCTION app_search.fold(value text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
     SELECT lower(public.unaccent(${spelledOut("lower(coalesce(value, ''))", UMLAUTS)}))
   $$`,
  `CREATE OR REPLACE FUNCTION app_search.fold_base(value text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
     SELECT lower(public.unaccent(${spelledOut("lower(coalesce(value, ''))", SHARP_S)}))
   $$`,
  `CREATE OR REPLACE FUNCTION app_search.words(value text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
     SELECT CASE WHEN spelled = base THEN spelled ELSE spelled || ' ' || base END
     FROM (SELECT app_search.fold(value) AS spelled, app_search.fold_base(value) AS base) folded
   $$`,
  `CREATE OR REPLACE FUNCTION app_search.key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
     SELECT lower(regexp_replace(coalesce(value, ''), '[^[:alnum:]]', '', 'g'))
   $$`,
  `CREATE TABLE IF NOT EXISTS app_search.products (
     product_id integer PRIMARY KEY,
     listed boolean NOT NULL,
     uid text,
     uid_key text NOT NULL DEFAULT '',
     name text NOT NULL,
     name_key text NOT NULL,
     weight numeric NOT NULL DEFAULT 0,
     price numeric,
     categories text[] NOT NULL DEFAULT '{}',
     facets text[] NOT NULL DEFAULT '{}',
     document tsvector NOT NULL,
     refreshed_xid xid8
   )`,
  'CREATE INDEX IF NOT EXISTS products_document_idx ON app_search.products USING gin (document)',
  'CREATE INDEX IF NOT EXISTS products_categories_idx ON app_search.products USING gin (categories)',
  'CREATE INDEX IF NOT EXISTS products_facets_idx ON app_search.products USING gin (facets)',
  'CREATE INDEX IF NOT EXISTS products_uid_key_idx ON app_search.products (uid_key text_pattern_ops)',
  'CREATE INDEX IF NOT EXISTS products_uid_key_trgm_idx ON app_search.products USING gin (uid_key gin_trgm_ops)',
  'CREATE INDEX IF NOT EXISTS products_name_key_idx ON app_search.products (name_key text_pattern_ops)',
  'CREATE INDEX IF NOT EXISTS products_ranking_idx ON app_search.products (weight DESC, name_key, product_id) WHERE listed',
  // The other sorts of a category or the whole catalogue read the first page from an index instead of sorting every listed part.
  'CREATE INDEX IF NOT EXISTS products_price_asc_idx ON app_search.products (price ASC NULLS LAST, name_key, product_id) WHERE listed',
  'CREATE INDEX IF NOT EXISTS products_price_desc_idx ON app_search.products (price DESC NULLS LAST, name_key, product_id) WHERE listed',
  'CREATE INDEX IF NOT EXISTS products_name_sort_idx ON app_search.products (name_key, product_id) WHERE listed',
  'CREATE INDEX IF NOT EXISTS products_uid_sort_idx ON app_search.products (uid_key, name_key, product_id) WHERE listed',
  // Browsing without a term or filter (the shop's first screen, a category) reads its counts from here instead of counting every listed part.
  `CREATE TABLE IF NOT EXISTS app_search.browse_counts (
     scope text NOT NULL,
     kind "char" NOT NULL,
     value text NOT NULL,
     count integer NOT NULL,
     PRIMARY KEY (scope, kind, value)
   )`,
  // A listed part counts in the whole catalogue ('') and in each of its categories: once as a part ('t'), once per filter value ('f') and once per category below the scope ('c').
  `CREATE OR REPLACE FUNCTION app_search.browse_entries(categories text[], facets text[])
   RETURNS TABLE (scope text, kind "char", value text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
     SELECT s.scope, e.kind, e.value
     FROM unnest(ARRAY[''] || categories) AS s(scope),
          LATERAL (SELECT 't'::"char", ''::text
                   UNION ALL SELECT 'f', f FROM unnest(facets) AS f
                   UNION ALL SELECT 'c', c FROM unnest(categories) AS c WHERE s.scope = '' OR left(c, length(s.scope) + 3) = s.scope || ' → ') AS e(kind, value)
   $$`,
  `CREATE OR REPLACE FUNCTION app_search.count_browse(categories text[], facets text[], delta integer) RETURNS void LANGUAGE sql AS $$
     INSERT INTO app_search.browse_counts AS b (scope, kind, value, count)
     SELECT scope, kind, value, delta FROM app_search.browse_entries(categories, facets) ORDER BY 1, 2, 3
     ON CONFLICT (scope, kind, value) DO UPDATE SET count = b.count + excluded.count
   $$`,
  `CREATE OR REPLACE FUNCTION app_search.refresh_browse_counts() RETURNS void LANGUAGE sql AS $$
     DELETE FROM app_search.browse_counts;
     INSERT INTO app_search.browse_counts
     SELECT e.scope, e.kind, e.value, count(*) FROM app_search.products p, app_search.browse_entries(p.categories, p.facets) e WHERE p.listed GROUP BY 1, 2, 3;
   $$`,
  // No JIT in the refresh functions: its compile time (the estimates are those of a large catalogue) costs more than the query.
  `CREATE OR REPLACE FUNCTION app_search.documents_of(ids integer[])
   RETURNS SETOF app_search.products LANGUAGE sql STABLE AS $$ ${documentsQuery((column) => `${column} = ANY (ids)`)} $$`,
  `CREATE OR REPLACE FUNCTION app_search.all_documents()
   RETURNS SETOF app_search.products LANGUAGE sql STABLE AS $$ ${documentsQuery(() => 'true')} $$`,
  // The counts lock serialises the count updates of concurrent transactions (taken before any search row, held to commit), so two imports cannot deadlock on them.
  `CREATE OR REPLACE FUNCTION app_search.refresh_product(pid integer) RETURNS void LANGUAGE sql SET jit = off AS $$
     SELECT pg_advisory_xact_lock(${COUNTS_LOCK});
     SELECT app_search.count_browse(categories, facets, -1) FROM app_search.products WHERE product_id = pid AND listed;
     DELETE FROM app_search.products WHERE product_id = pid;
     INSERT INTO app_search.products SELECT * FROM app_search.documents_of(ARRAY[pid]);
     SELECT app_search.count_browse(categories, facets, 1) FROM app_search.products WHERE product_id = pid AND listed;
   $$`,
  // Every document again, in one statement (a new search table, the catalogue generator).
  `CREATE OR REPLACE FUNCTION app_search.refresh_all() RETURNS integer LANGUAGE plpgsql SET jit = off AS $$
   DECLARE n integer;
   BEGIN
     DELETE FROM app_search.products;
     INSERT INTO app_search.products SELECT * FROM app_search.all_documents();
     GET DIAGNOSTICS n = ROW_COUNT;
     PERFORM app_search.refresh_browse_counts();
     RETURN n;
   END $$`,
  // The trigger argument names the column that holds the product id; a product is refreshed once per transaction.
  'DROP FUNCTION IF EXISTS app_search.term_query(text[])',
  `CREATE OR REPLACE FUNCTION app_search.on_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE pid integer;
   BEGIN
     pid := (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0])::integer;
     IF NOT EXISTS (SELECT 1 FROM app_search.products WHERE product_id = pid AND refreshed_xid = pg_current_xact_id()) THEN
       PERFORM app_search.refresh_product(pid);
     END IF;
     RETURN NULL;
   END $$`,
  ...[
    ['products', 'id'],
    ['products_categories', '_parent_id'],
    ['products_attributes', '_parent_id'],
  ].map(
    ([table, column]) =>
      `DO $$ BEGIN
         IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'app_search_refresh' AND tgrelid = 'public.${table}'::regclass) THEN
           CREATE CONSTRAINT TRIGGER app_search_refresh AFTER INSERT OR UPDATE OR DELETE ON public.${table}
             DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_search.on_product_change('${column}');
         END IF;
       END $$`,
  ),
  // A new (or emptied) search table over an existing catalogue is filled at once.
  `SELECT app_search.refresh_all() WHERE NOT EXISTS (SELECT 1 FROM app_search.products)`,
  // Counts for a catalogue indexed before they existed.
  `SELECT app_search.refresh_browse_counts() WHERE NOT EXISTS (SELECT 1 FROM app_search.browse_counts) AND EXISTS (SELECT 1 FROM app_search.products WHERE listed)`,
]

/** Any-schema advisory lock key, so that two processes starting at once do not race on the DDL. */
const SCHEMA_LOCK = 7_311_204

/**
 * Creates or updates the search engine's extensions, schema, table, indexes, functions and
 * triggers (idempotent) in one transaction (a savepoint inside a migration's). Run by the migration
 * that introduced it (production and tests) and at start-up when development pushes the schema.
 */
export const ensureSearchSchema = (db: SchemaDatabase): Promise<void> => ensureStatements(db, SCHEMA_LOCK, STATEMENTS)

/** Runs `ensureSearchSchema` on Payload's own database connection. */
export const ensureSearchSchemaOf = (payload: Payload): Promise<void> => ensureSearchSchema(payload.db.drizzle as unknown as SchemaDatabase)

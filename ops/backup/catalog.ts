import pg from 'pg'

/**
 * What a backup holds, read from PostgreSQL's catalog: every permanent table of every schema of
 * ours, except derived data (rebuilt after a restore: the search documents in `app_search`, the
 * statistics' roll-ups in `app_stats`), unlogged tables (transient by nature: the rate-limit windows of `app_runtime`) and
 * tables that belong to an extension.
 */
const DERIVED_SCHEMAS = ['app_search', 'app_stats']

const OUR_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> ALL ($1::text[])`

export type Table = { oid: number; schema: string; name: string; columns: string[] }

/** The tables a backup holds, with their stored (not generated) columns in table order. */
export async function listTables(client: pg.ClientBase): Promise<Table[]> {
  const { rows } = await client.query<Table>(
    `SELECT c.oid::int AS oid, n.nspname::text AS schema, c.relname::text AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE c.relkind = 'r' AND c.relpersistence = 'p' AND ${OUR_SCHEMAS}
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
     GROUP BY c.oid, n.nspname, c.relname
     ORDER BY n.nspname, c.relname`,
    [DERIVED_SCHEMAS],
  )
  return rows
}

export type Sequence = { schema: string; name: string; startValue: string; lastValue: string | null }

/** Every sequence of our schemas with its current value (null while nothing has been drawn). */
export async function listSequences(client: pg.ClientBase): Promise<Sequence[]> {
  const { rows } = await client.query<Sequence>(
    `SELECT n.nspname::text AS schema, s.sequencename::text AS name, s.start_value::text AS "startValue", s.last_value::text AS "lastValue"
     FROM pg_sequences s JOIN pg_namespace n ON n.nspname = s.schemaname
     WHERE ${OUR_SCHEMAS}
     ORDER BY 1, 2`,
    [DERIVED_SCHEMAS],
  )
  return rows
}

/** `schema.name` quoted for SQL. */
export function qualifiedName(schema: string, name: string): string {
  return `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`
}

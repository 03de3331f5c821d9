import type { Pool } from 'pg'

/**
 * A log of every row written to the public schema, kept by triggers in a schema of its own: a row
 * inserted or deleted in any table (committed; a rolled-back write leaves no entry) adds one entry.
 * After each refused request the fuzz suite asks whether the log grew, which is what "the database
 * unchanged by refused requests" means per request, at the price of one tiny count.
 */
const SCHEMA = 'fuzz_audit'

export type WriteLog = {
  /** The number of entries so far. */
  size: () => Promise<number>
  /**
   * The tables written since entry `since`, with their counts, the writing transactions and when
   * they wrote (`orders +1 (tx 812 at 10:23:01.123)`): whether late writes came from a request
   * that had already answered, and when, is then readable from the finding itself.
   */
  tablesSince: (since: number) => Promise<string[]>
  /** The rows of every table of the public schema. */
  rowCounts: () => Promise<Record<string, number>>
}

/** Installs the triggers on every table of the public schema (the run's throw-away database). */
export async function installWriteLog(pool: Pool): Promise<WriteLog> {
  await pool.query(`
    CREATE SCHEMA IF NOT EXISTS ${SCHEMA};
    CREATE TABLE IF NOT EXISTS ${SCHEMA}.writes (
      id bigserial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL,
      -- which transaction wrote, and when the row was written (not when it committed)
      txid bigint NOT NULL DEFAULT pg_current_xact_id()::text::bigint, written_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE OR REPLACE FUNCTION ${SCHEMA}.log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${SCHEMA}.writes (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$;`)
  const tables = await publicTables(pool)
  for (const table of tables) {
    await pool.query(`CREATE OR REPLACE TRIGGER fuzz_audit_writes AFTER INSERT OR DELETE ON public."${table}" FOR EACH ROW EXECUTE FUNCTION ${SCHEMA}.log_write()`)
  }
  return {
    size: async () => Number((await pool.query<{ n: string }>(`SELECT coalesce(max(id), 0) AS n FROM ${SCHEMA}.writes`)).rows[0].n),
    tablesSince: async (since) => {
      const { rows } = await pool.query<{ table_name: string; operation: string; n: string; txids: string; first_at: string }>(
        `SELECT table_name, operation, count(*) AS n, string_agg(DISTINCT txid::text, ',') AS txids, to_char(min(written_at), 'HH24:MI:SS.MS') AS first_at
         FROM ${SCHEMA}.writes WHERE id > $1 GROUP BY 1, 2 ORDER BY 1, 2`,
        [since],
      )
      return rows.map((row) => `${row.table_name} ${row.operation === 'INSERT' ? '+' : '-'}${row.n} (tx ${row.txids} at ${row.first_at})`)
    },
    rowCounts: async () => {
      const counts: Record<string, number> = {}
      for (const table of tables) counts[table] = Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM public."${table}"`)).rows[0].n)
      return counts
    },
  }
}

async function publicTables(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
  return rows.map((row) => row.name)
}

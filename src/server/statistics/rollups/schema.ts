import { ensureStatements, type SchemaDatabase } from '@/src/server/db/ensureStatements'

import { dayOf } from '../sql'

/**
 * The daily roll-ups of the statistics (issue 23: 'for large ranges a daily roll-up table kept
 * current incrementally'), in a schema of their own that Payload's push and migrations leave alone.
 *
 * Statement-level triggers on the raw tables note which Vienna days a committed change touched
 * (`dirty_days`, per source: 'logs' for analytics entries, 'orders' for orders with their lines and
 * VAT lines); a statistics call over whole days first recomputes the noted days of its range from
 * the raw rows (refresh.ts) and then reads the roll-ups. So a day is recomputed once per batch of
 * changes, never per request, and a change is visible to the next call. The roll-ups hold exactly
 * what the sets group by, so their answers equal those of the raw tables (an integration test
 * compares every set both ways):
 *
 * - `entry_days`: analytics entries per day, kind, name and path (page views, pages, consents, events);
 * - `visitor_hours`, `visitor_days`: the distinct visitors per day and hour (visitor-times) and per day (unique-visitors);
 * - `device_days`: the distinct visitors per day and reported device value (the device sets), the
 *   value as a 64-bit hash (sorting a year of text pairs took three times as long), spelled out
 *   once in `device_values`;
 * - `order_days`, `item_days`, `tax_days`: orders, gross, items and VAT lines per day, branch and
 *   status (the status kept, so the sets still choose which orders count).
 *
 * Visitors are 64-bit hashes of the visitor key the raw sets count (the session, or a lone page load).
 */
export const ROLLUPS = 'app_stats'

export const ROLLUP_TABLES = { logs: ['entry_days', 'visitor_hours', 'visitor_days', 'device_days'], orders: ['order_days', 'item_days', 'tax_days'] } as const

/**
 * The trigger functions of a source: `{name}` for inserts and deletes (their rows in the transition
 * table `changed_rows`) and `{name}_update` for updates (the old and the new rows); `daysOf` turns
 * a relation of changed rows into the days to note. They run on every write of an order, so they
 * never scan a table: a connection keeps the plan it made while the table was young and small, and
 * a scan planned then would read every order on each later write.
 */
const dirtyFunctions = (name: string, source: string, daysOf: (rows: string) => string) =>
  [
    [name, daysOf('changed_rows')],
    [`${name}_update`, daysOf('(SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows)')],
  ].map(
    ([fn, days]) => `
      CREATE OR REPLACE FUNCTION ${ROLLUPS}.${fn}() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
      BEGIN
        INSERT INTO ${ROLLUPS}.dirty_days (source, day) SELECT DISTINCT '${source}', day FROM (${days}) changed WHERE day IS NOT NULL
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`,
  )

/** Statement-level triggers on `table` (transition tables allow one event per trigger). */
const triggersOn = (table: string, fn: string) =>
  [
    ['insert', `AFTER INSERT ON ${table} REFERENCING NEW TABLE AS changed_rows`, fn],
    ['delete', `AFTER DELETE ON ${table} REFERENCING OLD TABLE AS changed_rows`, fn],
    ['update', `AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows`, `${fn}_update`],
  ].flatMap(([event, when, handler]) => [
    `DROP TRIGGER IF EXISTS ${table}_${event}_stats ON ${table}`,
    `CREATE TRIGGER ${table}_${event}_stats ${when} FOR EACH STATEMENT EXECUTE FUNCTION ${ROLLUPS}.${handler}()`,
  ])

const ownDays = (rows: string) => `SELECT ${dayOf('r.created_at')} AS day FROM ${rows} r`
// Lines and VAT lines name their order, looked up by its key; lines deleted with their order were noted by the order's own trigger.
const ordersDays = (rows: string) =>
  `SELECT (SELECT ${dayOf('o.created_at')} FROM orders o WHERE o.id = parents.id) AS day FROM (SELECT DISTINCT r._parent_id AS id FROM ${rows} r) parents`

const STATEMENTS = [
  `CREATE SCHEMA IF NOT EXISTS ${ROLLUPS}`,
  `CREATE TABLE IF NOT EXISTS ${ROLLUPS}.dirty_days (source text NOT NULL, day date NOT NULL, PRIMARY KEY (source, day))`,
  `CREATE TABLE IF NOT EXISTS ${ROLLUPS}.entry_days (day date NOT NULL, category text, type text, name text, path text, entries integer NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS entry_days_kind_idx ON ${ROLLUPS}.entry_days (category, type, day)`,
  `CREATE TABLE IF NOT EXISTS ${ROLLUPS}.visitor_hours (day date NOT NULL, hour smallint NOT NULL, visitor bigint NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS visitor_hours_day_idx ON ${ROLLUPS}.visitor_hours (day) INCLUDE (hour, visitor)`,
  `CREATE TABLE IF NOT EXISTS ${ROLLUPS}.visitor_days (day date NOT NULL, visitor bigint NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS visitor_days_day_idx ON ${ROLLUPS}.visitor_days (day) INCLUDE (visitor)`,
  // event-flow stays on the raw log (a step may span days): its steps in session order, read from the index alone.
  `CREATE INDEX IF NOT EXISTS analytics_logs_session_steps_idx ON analytics_logs (category, session_id, created_at, id) INCLUDE (name) WHERE session_id IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS ${ROLLUPS}.device_days (day date NOT NULL, kind text NOT NULL, value_key bigint NOT NULL, visitor bigint NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS device_days_kind_idx ON ${ROLLUPS}.device_days (kind, day) INCLUDE (value_key, visitor)`,
  `CREATE TABLE IF NOT EXISTS ${ROLLUPS}.device_values (kind text NOT NULL, value_key bigint NOT NULL, value1 text, value2 text, PRIMARY KEY (kind, value_key))`,
  `CREATE TABLE IF NOT EXISTS ${ROLLUPS}.order_days (day date NOT NULL, branch_id integer, status text NOT NULL, orders integer NOT NULL, gross numeric)`,
  `CREATE INDEX IF NOT EXISTS order_days_day_idx ON ${ROLLUPS}.order_days (day)`,
  `CREATE TABLE IF NOT EXISTS ${ROLLUPS}.item_days (
     day date NOT NULL, branch_id integer, status text NOT NULL, product_key text, items numeric,
     name text, named_at timestamptz, named_order integer)`,
  `CREATE INDEX IF NOT EXISTS item_days_day_idx ON ${ROLLUPS}.item_days (day)`,
  `CREATE TABLE IF NOT EXISTS ${ROLLUPS}.tax_days (day date NOT NULL, branch_id integer, status text NOT NULL, rate numeric NOT NULL, net numeric, tax numeric, gross numeric)`,
  `CREATE INDEX IF NOT EXISTS tax_days_day_idx ON ${ROLLUPS}.tax_days (day)`,
  ...dirtyFunctions('logs_changed', 'logs', ownDays),
  ...dirtyFunctions('orders_changed', 'orders', ownDays),
  ...dirtyFunctions('order_lines_changed', 'orders', ordersDays),
  ...triggersOn('analytics_logs', 'logs_changed'),
  ...triggersOn('orders', 'orders_changed'),
  ...triggersOn('orders_items', 'order_lines_changed'),
  ...triggersOn('orders_totals_taxes', 'order_lines_changed'),
  // Everything again: after a restore (the roll-ups are derived, backup/catalog.ts leaves them out) and a TRUNCATE of a raw table.
  `CREATE OR REPLACE FUNCTION ${ROLLUPS}.rebuild_all() RETURNS void LANGUAGE plpgsql AS $$
   BEGIN
     ${[...ROLLUP_TABLES.logs, ...ROLLUP_TABLES.orders, 'dirty_days'].map((table) => `DELETE FROM ${ROLLUPS}.${table};`).join('\n     ')}
     INSERT INTO ${ROLLUPS}.dirty_days (source, day) SELECT DISTINCT 'logs', day FROM (${ownDays('analytics_logs')}) d WHERE day IS NOT NULL;
     INSERT INTO ${ROLLUPS}.dirty_days (source, day) SELECT DISTINCT 'orders', day FROM (${ownDays('orders')}) d WHERE day IS NOT NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION ${ROLLUPS}.source_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM ${ROLLUPS}.rebuild_all();
     RETURN NULL;
   END $$`,
  ...['analytics_logs', 'orders'].flatMap((table) => [
    `DROP TRIGGER IF EXISTS ${table}_truncate_stats ON ${table}`,
    `CREATE TRIGGER ${table}_truncate_stats AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${ROLLUPS}.source_truncated()`,
  ]),
  // Rows that existed before the roll-ups: every day with data is due once.
  `SELECT ${ROLLUPS}.rebuild_all() WHERE NOT EXISTS (SELECT 1 FROM ${ROLLUPS}.dirty_days)
     AND NOT EXISTS (SELECT 1 FROM ${ROLLUPS}.entry_days) AND NOT EXISTS (SELECT 1 FROM ${ROLLUPS}.order_days)`,
]

/** Any-schema advisory lock key, so that two processes starting at once do not race on the DDL. */
const SCHEMA_LOCK = 7_311_205

/**
 * Creates or updates the roll-up schema, tables, trigger functions and triggers (idempotent) in one
 * transaction: by its migration (production and tests) and at start-up when development pushes the schema.
 */
export const ensureStatisticsRollups = (db: SchemaDatabase): Promise<void> => ensureStatements(db, SCHEMA_LOCK, STATEMENTS)

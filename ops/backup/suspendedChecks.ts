import type pg from 'pg'

type ForeignKey = { table: string; name: string; definition: string }
type Trigger = { table: string; name: string; enabled: string }

/** How a trigger was enabled ('O' origin, 'A' always, 'R' replica), as ALTER TABLE writes it back. */
const ENABLE: Record<string, string> = { O: 'ENABLE TRIGGER', A: 'ENABLE ALWAYS TRIGGER', R: 'ENABLE REPLICA TRIGGER' }

/**
 * Lifts the foreign keys and user triggers of the given tables for loading them in any order, the
 * way pg_restore adds constraints after the data: the foreign keys are dropped and their
 * definitions kept, the triggers (such as the search documents' refresh) disabled. Works for the
 * tables' owner, without superuser rights (unlike session_replication_role). Call inside the
 * restore's transaction; the answer puts both back, and re-adding a foreign key checks every row.
 */
export async function suspendChecks(client: pg.ClientBase, tableOids: number[]): Promise<() => Promise<void>> {
  const foreignKeys = (
    await client.query<ForeignKey>(
      `SELECT conrelid::regclass::text AS table, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
       WHERE contype = 'f' AND conparentid = 0 AND (conrelid = ANY ($1::oid[]) OR confrelid = ANY ($1::oid[]))
       ORDER BY conrelid, conname`,
      [tableOids],
    )
  ).rows
  const triggers = (
    await client.query<Trigger>(
      `SELECT tgrelid::regclass::text AS table, quote_ident(tgname) AS name, tgenabled::text AS enabled
       FROM pg_trigger
       WHERE NOT tgisinternal AND tgenabled <> 'D' AND tgrelid = ANY ($1::oid[])
       ORDER BY tgrelid, tgname`,
      [tableOids],
    )
  ).rows
  for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`)
  for (const trigger of triggers) await client.query(`ALTER TABLE ${trigger.table} DISABLE TRIGGER ${trigger.name}`)
  return async () => {
    for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`)
    for (const trigger of triggers) await client.query(`ALTER TABLE ${trigger.table} ${ENABLE[trigger.enabled]} ${trigger.name}`)
  }
}

import type { ClientBase } from 'pg'

import { GENERATED_PRODUCTS_CONDITION } from './generatedUid'

/*
 * Removes the products of an earlier run, set-based. The generator writes with
 * `session_replication_role = replica`, which also switches off the foreign keys' own triggers,
 * so their ON DELETE rules are applied here by hand: rows that cascade are deleted (children of
 * children first), references that are set null are cleared, and a restricting reference stops the
 * run. The foreign keys are read from the catalogue, so tables Payload adds later are covered.
 */

type ForeignKey = { child: string; column: string; parent: string; parentColumn: string; onDelete: string }

const FOREIGN_KEYS = `
  SELECT c.conrelid::regclass::text AS child, quote_ident(a.attname) AS column,
         c.confrelid::regclass::text AS parent, quote_ident(pa.attname) AS "parentColumn", c.confdeltype AS "onDelete"
  FROM pg_constraint c
  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
  JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
  WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND c.connamespace = 'public'::regnamespace`

/** Deepest chain of cascading tables followed (products → attributes → values is 2). */
const MAX_DEPTH = 6

async function removeRows(client: ClientBase, table: string, where: string, keys: ForeignKey[], depth: number): Promise<void> {
  if (depth > MAX_DEPTH) throw new Error(`Löschen abgebrochen: Die Fremdschlüssel ab ${table} sind zu tief verschachtelt.`)
  for (const key of keys.filter((candidate) => candidate.parent === table)) {
    const referencing = `${key.column} IN (SELECT ${key.parentColumn} FROM ${table} WHERE ${where})`
    if (key.onDelete === 'c') await removeRows(client, key.child, referencing, keys, depth + 1)
    else if (key.onDelete === 'n') await client.query(`UPDATE ${key.child} SET ${key.column} = NULL WHERE ${referencing}`)
    else if (key.onDelete === 'd') await client.query(`UPDATE ${key.child} SET ${key.column} = DEFAULT WHERE ${referencing}`)
    else {
      const { rows } = await client.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${key.child} WHERE ${referencing}) AS found`)
      if (rows[0].found) throw new Error(`Löschen abgebrochen: ${key.child}.${key.column} verweist noch auf erzeugte Produkte.`)
    }
  }
  await client.query(`DELETE FROM ${table} WHERE ${where}`)
}

/** Deletes every generated product with all rows that belong to it; answers how many products. Inside the caller's transaction. */
export async function removeGeneratedProducts(client: ClientBase): Promise<number> {
  const created = await client.query(`CREATE TEMP TABLE generated_products ON COMMIT DROP AS SELECT id FROM public.products WHERE ${GENERATED_PRODUCTS_CONDITION}`)
  const count = created.rowCount ?? 0
  if (count === 0) return 0
  await client.query('ANALYZE generated_products')
  const { rows: keys } = await client.query<ForeignKey>(FOREIGN_KEYS)
  await removeRows(client, 'products', 'id IN (SELECT id FROM generated_products)', keys, 0)
  return count
}

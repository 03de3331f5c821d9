import type pg from 'pg'

import type { SequenceEntry } from './archive'
import { qualifiedName } from './catalog'

/**
 * Puts every sequence back where the backup found it, then makes sure no id column is ahead of its
 * sequence (a sequence the backup did not know), so the next order gets a new id and order number.
 * Sequences are not transactional: read during the backup, they are at or past every id it holds.
 */
export async function restoreSequences(client: pg.ClientBase, sequences: SequenceEntry[], tableOids: number[]): Promise<void> {
  for (const sequence of sequences) {
    const name = qualifiedName(sequence.schema, sequence.name)
    const exists = await client.query('SELECT to_regclass($1) IS NOT NULL AS found', [name])
    if (!exists.rows[0].found) continue
    const called = sequence.lastValue !== null
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [name, sequence.lastValue ?? sequence.startValue, called])
  }
  for (const owned of await ownedSequences(client, tableOids)) {
    const { rows } = await client.query<{ highest: string | null; last: string; called: boolean }>(
      `SELECT (SELECT max(${owned.column})::text FROM ${owned.table}) AS highest, last_value::text AS last, is_called AS called FROM ${owned.sequence}`,
    )
    const { highest, last, called } = rows[0]
    const next = BigInt(last) + (called ? BigInt(1) : BigInt(0))
    if (highest !== null && BigInt(highest) >= next) await client.query('SELECT setval($1::regclass, $2::bigint, true)', [owned.sequence, highest])
  }
}

type OwnedSequence = { sequence: string; table: string; column: string }

/** Sequences behind serial and identity columns of the given tables, as SQL names. */
async function ownedSequences(client: pg.ClientBase, tableOids: number[]): Promise<OwnedSequence[]> {
  const { rows } = await client.query<OwnedSequence>(
    `SELECT s.oid::regclass::text AS sequence, t.oid::regclass::text AS table, quote_ident(a.attname) AS column
     FROM pg_depend d
     JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
     JOIN pg_class t ON t.oid = d.refobjid
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i') AND t.oid = ANY ($1::oid[])`,
    [tableOids],
  )
  return rows
}

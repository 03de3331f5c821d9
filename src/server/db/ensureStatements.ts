import { sql } from '@payloadcms/db-postgres'

type Statement = ReturnType<typeof sql.raw>

/** Payload's drizzle database, or a migration's: what the schema set-ups of our own schemas run on. */
export type SchemaDatabase = {
  execute: (query: Statement) => Promise<unknown>
  transaction: <T>(work: (tx: { execute: (query: Statement) => Promise<unknown> }) => Promise<T>) => Promise<T>
}

/**
 * Runs idempotent DDL in one transaction (a savepoint inside a migration's) under an any-schema
 * advisory lock `lockKey`, so that two processes starting at once do not race on it.
 */
export async function ensureStatements(db: SchemaDatabase, lockKey: number, statements: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${lockKey})`))
    for (const statement of statements) await tx.execute(sql.raw(statement))
  })
}

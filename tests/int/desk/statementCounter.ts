import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { poolOf } from '@/src/server/db/pool'
import { backgroundWorkSettled } from '@/src/server/jobs/background'

type AnyFunction = (...args: unknown[]) => unknown

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : ((query as { text?: string } | undefined)?.text ?? '?')

/**
 * Counts the SQL statements Payload sends to PostgreSQL while `work` runs: every `query` on its
 * pool, and on a client taken from the pool (a transaction) until it is released. Background
 * work (mails, PDFs) is awaited first, so only the work's own statements are counted. The pool is
 * restored afterwards.
 */
async function countStatements<T>(payload: Payload, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  await backgroundWorkSettled()
  const pool = poolOf(payload) as unknown as { query: AnyFunction; connect: AnyFunction }
  const statements: string[] = []
  const originalQuery = pool.query
  const originalConnect = pool.connect

  const instrument = (client: PoolClient) => {
    const target = client as unknown as { query: AnyFunction; release: AnyFunction }
    const { query, release } = target
    target.query = (...args) => {
      statements.push(textOf(args[0]))
      return query.apply(client, args)
    }
    target.release = (...args) => {
      Object.assign(target, { query, release })
      return release.apply(client, args)
    }
  }

  pool.query = (...args) => {
    statements.push(textOf(args[0]))
    return originalQuery.apply(pool, args)
  }
  pool.connect = (...args) => {
    // pool.query takes its client with a callback: counted above already.
    if (typeof args[0] === 'function') return originalConnect.apply(pool, args)
    return (originalConnect.apply(pool, args) as Promise<PoolClient>).then((client) => {
      instrument(client)
      return client
    })
  }
  try {
    return { result: await work(), statements }
  } finally {
    Object.assign(pool, { query: originalQuery, connect: originalConnect })
  }
}

/**
 * The statements of the run of `work` that sent the fewest of them, out of `runs` runs. A query
 * per row (N+1) shows in every run; a statement of unrelated work that happened to run at the same
 * moment (seen once on a loaded CI machine) does not, so comparisons of counts do not flap on it.
 */
export async function fewestStatements<T>(payload: Payload, work: () => Promise<T>, runs = 3): Promise<{ result: T; statements: string[] }> {
  let fewest = await countStatements(payload, work)
  for (let run = 1; run < runs; run++) {
    const next = await countStatements(payload, work)
    if (next.statements.length < fewest.statements.length) fewest = next
  }
  return fewest
}

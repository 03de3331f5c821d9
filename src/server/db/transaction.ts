import type { Payload, PayloadRequest } from 'payload'

type Drizzle = Payload['db']['drizzle']
type Sessions = Record<string, { db: Drizzle } | undefined>

/**
 * The database handle of the request's open transaction (or the pool when there is none), for
 * the few statements Payload has no API for: advisory locks, row locks, sequences.
 */
export async function transactionDb(payload: Payload, req?: Partial<PayloadRequest>): Promise<Drizzle> {
  const id = req?.transactionID ? await req.transactionID : undefined
  const sessions = (payload.db as unknown as { sessions?: Sessions }).sessions
  return (id !== undefined && sessions?.[String(id)]?.db) || payload.db.drizzle
}

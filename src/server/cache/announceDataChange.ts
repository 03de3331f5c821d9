import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDb } from '../db/transaction'
import { CHANGE_CHANNEL, tell } from './changeFeed'

/** Announces a change of `source` now to this process and, once its transaction commits, to every process (changeFeed.ts). */
export async function announceDataChange(payload: Payload, req: Partial<PayloadRequest> | undefined, source: string): Promise<void> {
  tell(source)
  const db = await transactionDb(payload, req)
  await db.execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${source})`)
}

import type { Payload } from 'payload'
import type { Pool } from 'pg'

/** Payload's PostgreSQL pool, for the statements Payload has no API for (search, rate limits). */
export const poolOf = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool

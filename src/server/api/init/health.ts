import type { Endpoint } from 'payload'
import { sql } from '@payloadcms/db-postgres'

/** GET /api/health: 200 when the database answers, 503 otherwise. Never reveals connection details. */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    try {
      await req.payload.db.drizzle.execute(sql`select 1`)
      return Response.json({ status: 'ok', database: 'erreichbar' }, { headers: { 'Cache-Control': 'no-store' } })
    } catch {
      return Response.json(
        { status: 'error', database: 'nicht erreichbar' },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  },
}

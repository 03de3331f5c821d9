import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import { transactionDb } from '@/src/server/db/transaction'
import { inTransaction } from '@/src/server/orders/workflow/transaction'
import { parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import type { Task } from '@/src/payload-types'

const NOT_FOUND = 'Die Aufgabe wurde nicht gefunden.'

type View = NonNullable<Task['viewedBy']>[number]
const viewerOf = (view: View) => (typeof view.user === 'object' ? view.user.id : view.user)

/**
 * Records (`log`) or removes (`forget`) the signed-in staff user's view of a task in its
 * `viewedBy` list, one entry per user (a new view replaces the older one), under a row lock on the
 * task so that views of several people at once are all kept; answers the task. 401/403 without a
 * staff session, 404 for an unknown task.
 */
export async function changeTaskView(req: PayloadRequest, change: 'log' | 'forget'): Promise<Task> {
  staffScope(req.user)
  const userId = Number(req.user!.id)
  const id = parseId(req.routeParams?.id)
  if (id === null) throw new ApiError(NOT_FOUND, 404)
  return inTransaction(req, async () => {
    const db = await transactionDb(req.payload, req)
    const locked = await db.execute(sql`SELECT id FROM tasks WHERE id = ${id} FOR UPDATE`)
    if (!locked.rows.length) throw new ApiError(NOT_FOUND, 404)
    const task = await req.payload.findByID({ collection: 'tasks', id, depth: 0, overrideAccess: true, req })
    const others = (task.viewedBy ?? []).filter((view) => viewerOf(view) !== userId).map((view) => ({ user: viewerOf(view), viewedAt: view.viewedAt }))
    const viewedBy = change === 'log' ? [...others, { user: userId, viewedAt: new Date().toISOString() }] : others
    return req.payload.update({ collection: 'tasks', id, data: { viewedBy }, depth: 0, overrideAccess: true, req })
  })
}

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { ClockActivityAnswer } from '@/src/domain/contracts/timeClock'
import { clockStep, type ClockAction, type ClockActivity } from '@/src/domain/timeClock'
import { ApiError } from '@/src/server/http/apiError'
import { transactionDb } from '@/src/server/db/transaction'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

import type { ClockPerson } from './person'
import { CLOCK_ACTIVITY_SELECT as SELECT, clockActivityOf } from './toDomain'

/** The person's open activity (running or paused), the newest if there were several; null when none. */
export async function openActivity(req: PayloadRequest, userId: number): Promise<ClockActivityAnswer | null> {
  const { docs } = await req.payload.find({
    collection: 'working-activities',
    where: { and: [{ user: { equals: userId } }, { status: { in: ['running', 'paused'] } }] },
    sort: '-startedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: SELECT,
  })
  return docs[0] ? clockActivityOf(docs[0]) : null
}

/** The state machine's view of an activity (the pauses without their row ids, so a step writes them anew as before). */
const asClock = ({ status, startedAt, endedAt, pauses }: ClockActivityAnswer): ClockActivity => ({
  status,
  startedAt,
  endedAt,
  pauses: pauses.map((pause) => ({ startedAt: pause.startedAt, endedAt: pause.endedAt })),
})

/**
 * One tap of the time clock: under a lock on the person (so double taps and several tablets give
 * one transition), the open activity is read, the domain's state machine decides, and the
 * activity is created or updated in the same transaction: 409 with the German message when the
 * step is not possible. A new activity is working time at the clock's branch.
 */
export async function clockIn(req: PayloadRequest, person: ClockPerson, action: ClockAction): Promise<ClockActivityAnswer> {
  return inTransaction(req, async () => {
    const db = await transactionDb(req.payload, req)
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`time-clock:${person.user.id}`}))`)
    const current = await openActivity(req, person.user.id)
    const step = clockStep(current && asClock(current), action, new Date().toISOString())
    if (!step.ok) throw new ApiError(step.message, 409)
    const { status, startedAt, endedAt, pauses } = step.activity
    if (action === 'start' || !current) {
      return clockActivityOf(await req.payload.create({
        collection: 'working-activities',
        data: { user: person.user.id, branch: person.branchId, type: 'work', status, startedAt, endedAt, pauses },
        depth: 0,
        overrideAccess: true,
        req,
        select: SELECT,
      }))
    }
    return clockActivityOf(await req.payload.update({
      collection: 'working-activities',
      id: current.id,
      data: { status, endedAt, pauses },
      depth: 0,
      overrideAccess: true,
      req,
      select: SELECT,
    }))
  })
}

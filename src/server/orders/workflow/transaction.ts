import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import type { OrderStatus } from '@/src/domain/orders'
import { transactionDb } from '@/src/server/db/transaction'

/**
 * Runs `work` inside the request's transaction: starts one when the request has none (and then
 * commits it, or rolls it back when `work` throws); joins the caller's transaction otherwise.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const ownsTransaction = await initTransaction(req)
  try {
    const result = await work()
    if (ownsTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
}

/** The columns of an order the workflow decides on, read under a row lock. */
export interface LockedOrder {
  id: number
  status: OrderStatus
  branchId: number | null
  shop: string | null
  /** ISO date-time of a proposed counter appointment, or null. */
  counterAppointment: string | null
}

type LockedRow = { id: number; status: OrderStatus; branch_id: number | null; shop: string | null; counter_appointment: Date | string | null }

/**
 * Reads an order's status and branch with `SELECT … FOR UPDATE` on the request's transaction:
 * a second request for the same order waits here until the first one commits and then reads the
 * status the first one wrote. Null for an unknown order. Must run inside `inTransaction`.
 */
export async function lockOrder(payload: Payload, req: PayloadRequest, orderId: number): Promise<LockedOrder | null> {
  const db = await transactionDb(payload, req)
  const result = await db.execute(
    sql`SELECT id, status, branch_id, shop, counter_appointment FROM orders WHERE id = ${orderId} FOR UPDATE`,
  )
  const row = result.rows[0] as LockedRow | undefined
  if (!row) return null
  return {
    id: Number(row.id),
    status: row.status,
    branchId: row.branch_id === null ? null : Number(row.branch_id),
    shop: row.shop,
    counterAppointment: row.counter_appointment === null ? null : new Date(row.counter_appointment).toISOString(),
  }
}

import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { FINAL_STATUSES, isOrderStatus } from '@/src/domain/orders'
import { transactionDb } from '../db/transaction'
import { dueAnnouncementSql } from '../orders/announcementOutbox'
import { isOrderTotal } from './amount'
import { onPaymentSettled, type PaymentSettlement } from './onPaymentSettled'
import type { PaymentVerdict } from './provider'

type StoredPayment = { status: string; payment_status: string | null; payment_method: string | null; uid: string | null; totals_gross: string | null }

export interface SettleResult {
  /** True only for the one call that moved the order from 'open' to 'paid' or 'failed'. */
  changed: boolean
  /** The order's payment status afterwards (null when the order does not exist). */
  paymentStatus: string | null
}

/** A failed payment fails the order too, unless the order is already final (e.g. cancelled by staff). */
const statusAfterFailure = (status: string): string =>
  isOrderStatus(status) && FINAL_STATUSES.includes(status) ? status : 'failed'

/**
 * Why a verdict must not change the order, for the error log: a payment (paid, or stated with an
 * amount) that is not for the order total. A failed verdict needs no amount.
 */
function refusal(stored: StoredPayment, verdict: PaymentVerdict): string | null {
  if (verdict.outcome === 'failed' || isOrderTotal(verdict.amount, stored.totals_gross)) return null
  if (verdict.amount === undefined && verdict.outcome === 'open') return null
  return `paid amount ${verdict.amount ?? 'unknown'} differs from the order total ${stored.totals_gross}: not marked paid`
}

/**
 * Applies a provider's verdict to an order exactly once: inside a transaction the order row is
 * locked (SELECT … FOR UPDATE), and only a payment status of 'open' moves to 'paid' or 'failed'.
 * A second or concurrent delivery waits for the lock, then sees the settled order and changes
 * nothing; the first final verdict wins, so a late 'paid' never revives a failed payment and a
 * late 'open' never un-pays. 'paid' needs the provider's amount to equal the order total.
 * A payment that became paid makes the order's announcement due in the outbox, in the same
 * transaction. After a real change (committed) `onPaymentSettled` is called.
 */
export async function settlePayment(payload: Payload, orderId: number, verdict: PaymentVerdict): Promise<SettleResult> {
  const { outcome } = verdict
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let settlement: PaymentSettlement
  try {
    const db = await transactionDb(payload, req)
    const { rows } = await db.execute(
      sql`SELECT status, payment_status, payment_method, uid, totals_gross FROM orders WHERE id = ${orderId} FOR UPDATE`,
    )
    const stored = rows[0] as StoredPayment | undefined
    const refused = stored ? refusal(stored, verdict) : null
    if (refused) payload.logger.error({ msg: `payment of order ${stored?.uid}: ${refused}`, orderId, verdict })
    if (!stored || stored.payment_status !== 'open' || outcome === 'open' || refused) {
      await commitTransaction(req)
      return { changed: false, paymentStatus: stored?.payment_status ?? null }
    }
    const status = outcome === 'failed' ? statusAfterFailure(stored.status) : stored.status
    await payload.update({
      collection: 'orders',
      id: orderId,
      data: { paymentStatus: outcome, ...(status !== stored.status ? { status: status as never, statusChangedAt: new Date().toISOString() } : {}) },
      req,
      depth: 0,
      overrideAccess: true,
      select: { paymentStatus: true },
    })
    // A paid order is announced: due in the outbox with the change itself, so a crash cannot lose it.
    if (outcome === 'paid') await db.execute(dueAnnouncementSql(orderId))
    await commitTransaction(req)
    settlement = { orderId, uid: stored.uid ?? '', paymentMethod: stored.payment_method ?? '', paymentStatus: outcome, status }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  try {
    await onPaymentSettled(payload, settlement)
  } catch (error) {
    payload.logger.error({ err: error, msg: `onPaymentSettled failed for order ${orderId}` })
  }
  return { changed: true, paymentStatus: outcome }
}

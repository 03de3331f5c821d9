import type { Payload } from 'payload'

import { poolOf } from '@/src/server/db/pool'

import { demoAccountsWanted } from '../demoAccounts'
import { demoDays } from './calendar'
import { priceOrder, settleStoredOrders, storeOrders, type PricedOrder } from './checkout'
import type { LogRow } from './entries'
import { DEMO_ORDER_KEY_PREFIX, planDayOrders, type PlannedOrder } from './orderPlan'
import { SeededRandom } from './random'
import { loadDemoRefs } from './refs'
import { insertEntries, storedOrderStatuses, unstoredEntries } from './stored'
import { dayVisits } from './visits'

/** What the statistics demo wrote (and what the checkout refused of its plan). */
export type StatisticsDemoResult = { orders: number; entries: number; settled: number; refused: number }

/**
 * The demo history of the statistics (issue 23): 90 days up to `now` of visits (device init, page
 * views, storefront events, consent decisions), QR code scans and orders of the demo branches with
 * lunch and dinner peaks and busier Fridays and Saturdays, some cancelled or rejected, a share
 * from the QR codes. Orders are checked and priced by the checkout's rules at the moment they were
 * placed and stored like the checkout stores them; the entries in one statement.
 *
 * Drawn from seeded generators per day, so the history is the same whenever it is seeded:
 * seeding again adds only what is missing (orders by their idempotency key, visits by their
 * session) and moves orders that were still open on to their final status. Like the demo
 * accounts, only in development (demoAccountsWanted); the branches, menu, QR codes and pages of
 * the seed must exist (nothing is written without a demo branch).
 */
export async function seedStatisticsDemo(payload: Payload, { now }: { now: Date }): Promise<StatisticsDemoResult | null> {
  if (!demoAccountsWanted()) return null
  const refs = await loadDemoRefs(payload, now)
  if (refs.branches.size === 0 || refs.products.size === 0) return null

  const pool = poolOf(payload)
  const stored = await storedOrderStatuses(pool, DEMO_ORDER_KEY_PREFIX)
  const planned: PlannedOrder[] = []
  const orders: PricedOrder[] = []
  const entries: LogRow[] = []
  let refused = 0
  for (const day of demoDays(now)) {
    const plans = planDayOrders(new SeededRandom(`statistik-demo:bestellungen:${day.date}`), refs, day).filter((plan) => plan.at <= now)
    planned.push(...plans)
    const placed: PricedOrder[] = []
    for (const plan of plans.filter((candidate) => !stored.has(candidate.key))) {
      const priced = priceOrder(plan)
      if (priced.ok) placed.push(priced.order)
      else refused++
    }
    orders.push(...placed)
    // The visits of orders stored before were stored with them.
    entries.push(...dayVisits(refs, day, placed).filter((entry) => entry.createdAt <= now))
  }

  // Entries first: an order is only stored once its visit is (seeding again after a failure adds the rest).
  const newEntries = await unstoredEntries(pool, entries)
  await insertEntries(pool, newEntries)
  await storeOrders(payload, orders, now)
  const settled = await settleStoredOrders(pool, planned, stored, now)
  return { orders: orders.length, entries: newEntries.length, settled, refused }
}

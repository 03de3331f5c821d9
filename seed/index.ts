import type { Payload } from 'payload'

import { ROLES } from '@/src/domain/roles'

import { seedAnalytics } from './analytics'
import { DEMO_ADMIN_EMAIL, firstAdminAccount, NO_ADMIN_HINT } from './demoAccounts'
import { seedOrdering } from './ordering'
import { seedPartsCatalogue } from './partsCatalogue'
import { seedPartsOrders } from './partsOrders'
import { seedShopCustomers } from './shopCustomers'
import { seedSignage } from './signage'
import { seedSite } from './site'
import { seedStaff } from './staff'
import { seedStatisticsDemo } from './statisticsDemo'

/** True when neither a staff user nor a branch exists yet: the launcher then seeds the demo data. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [users, branches] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'branches', overrideAccess: true }),
  ])
  return users.totalDocs === 0 && branches.totalDocs === 0
}

/**
 * The first administrator (see firstAdminAccount); created once, its password never overwritten by
 * a later seed. Null when none is configured (production without SEED_ADMIN_PASSWORD).
 */
export async function seedAdmin(payload: Payload, branchIds: number[] = []): Promise<number | null> {
  const account = firstAdminAccount()
  if (!account) return null
  const existing = await payload.find({ collection: 'users', where: { email: { equals: account.email } }, limit: 1, depth: 0, select: {}, overrideAccess: true })
  if (existing.docs[0]) return existing.docs[0].id
  const names = account.email === DEMO_ADMIN_EMAIL ? { firstName: 'Anna', lastName: 'Gruber' } : { firstName: 'Administrator' }
  const admin = await payload.create({
    collection: 'users',
    data: { email: account.email, password: account.password, ...names, roles: [ROLES.admin], branches: branchIds },
    depth: 0,
    overrideAccess: true,
  })
  payload.logger.info(`Administrator ${account.email} angelegt.`)
  return admin.id
}

/**
 * While no staff user exists: creates the configured first administrator, or logs how to
 * configure one (never a password). Runs at every start after the database is prepared.
 */
export async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  if ((await seedAdmin(payload)) === null) payload.logger.warn(NO_ADMIN_HINT)
}

/**
 * Idempotent German demo data for every area of the product. Accounts with known passwords
 * (employees, shop customers) only in development; in production the first administrator only
 * from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD.
 */
export async function seed(payload: Payload, now = new Date()): Promise<void> {
  const ordering = await seedOrdering(payload, now)
  const adminId = await seedAdmin(payload, ordering.branchIds)
  const refs = { branchIds: ordering.branchIds, adminId }
  await seedStaff(payload, refs, now)
  await seedSignage(payload, refs, now)
  await seedAnalytics(payload, refs, now)
  await seedSite(payload, { branchIds: ordering.branchIds, now })
  await seedPartsCatalogue(payload, { now })
  await seedShopCustomers(payload, { now })
  await seedPartsOrders(payload, { now })
  // Last: the history visits the pages and scans the QR codes of the site seed and orders from the menu.
  const started = Date.now()
  const history = await seedStatisticsDemo(payload, { now })
  if (history) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    payload.logger.info(`Statistik-Demodaten der letzten 90 Tage: ${history.orders} Bestellungen und ${history.entries} Analyse-Einträge angelegt (${seconds} s).`)
  }
}

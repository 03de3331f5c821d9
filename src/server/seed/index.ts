import type { Payload } from 'payload'

import { seedAnalytics } from './analytics'
import { adminPassword, DEMO_ADMIN_EMAIL } from './demoAccounts'
import { seedOrdering } from './ordering'
import { seedPartsCatalogue } from './partsCatalogue'
import { seedShopCustomers } from './shopCustomers'
import { seedSignage } from './signage'
import { seedSite } from './site'
import { seedStaff } from './staff'

/** True when no staff user exists yet: the launcher then seeds the demo data. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return totalDocs === 0
}

/** The demo administrator; created once, its password never overwritten by a later seed. */
async function seedAdmin(payload: Payload, branchIds: number[]): Promise<number> {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: DEMO_ADMIN_EMAIL } }, limit: 1, depth: 0, select: {}, overrideAccess: true })
  if (existing.docs[0]) return existing.docs[0].id
  const { password, generated } = adminPassword()
  const admin = await payload.create({
    collection: 'users',
    data: { email: DEMO_ADMIN_EMAIL, password, firstName: 'Anna', lastName: 'Gruber', roles: ['ROLE_ADMIN'], branches: branchIds },
    depth: 0,
    overrideAccess: true,
  })
  if (generated) payload.logger.info(`Demo-Administrator ${DEMO_ADMIN_EMAIL} angelegt, Passwort: ${password}`)
  return admin.id
}

/** Idempotent German demo data for every area of the product. */
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
}

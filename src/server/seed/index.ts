import type { Payload } from 'payload'

import { adminPassword, DEMO_ADMIN_EMAIL } from './demoAccounts'
import { upsert } from './upsert'

/** True when no staff user exists yet: the launcher then seeds the demo data. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return totalDocs === 0
}

/** Idempotent German demo data. */
export async function seed(payload: Payload): Promise<void> {
  await payload.updateGlobal({ slug: 'config', data: { shopName: 'Alpenküche' }, depth: 0, overrideAccess: true })

  const branches = [
    { identifier: 'wien-mariahilf', name: 'Alpenküche Wien Mariahilf', city: 'Wien' },
    { identifier: 'graz-lend', name: 'Alpenküche Graz Lend', city: 'Graz' },
    { identifier: 'linz-urfahr', name: 'Alpenküche Linz Urfahr', city: 'Linz' },
  ]
  const branchIds: number[] = []
  for (const branch of branches) {
    const saved = await upsert(payload, 'branches', { identifier: { equals: branch.identifier } }, branch)
    branchIds.push(saved.id)
  }

  const existingAdmin = await payload.count({ collection: 'users', where: { email: { equals: DEMO_ADMIN_EMAIL } }, overrideAccess: true })
  if (existingAdmin.totalDocs === 0) {
    const { password, generated } = adminPassword()
    await payload.create({
      collection: 'users',
      data: { email: DEMO_ADMIN_EMAIL, password, firstName: 'Anna', lastName: 'Admin', roles: ['ROLE_ADMIN'], branches: branchIds },
      depth: 0,
      overrideAccess: true,
    })
    if (generated) payload.logger.info(`Demo-Administrator ${DEMO_ADMIN_EMAIL} angelegt, Passwort: ${password}`)
  }
}

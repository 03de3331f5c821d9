import type { Payload } from 'payload'

import { upsert } from '../upsert'
import { seedBranches, type SeededBranches } from './branches'
import { seedDemoOrders } from './demoOrders'
import { seedMenus } from './menus'
import { seedSettings } from './settings'

const DONATEES = [
  { identifier: 'caritas-wien', name: 'Caritas Wien', description: 'Hilfe für Menschen in Not in Wien.' },
  { identifier: 'rotes-kreuz', name: 'Österreichisches Rotes Kreuz', description: 'Rettungsdienst, Katastrophenhilfe und Blutspende.' },
  { identifier: 'wiener-tafel', name: 'Wiener Tafel', description: 'Rettet Lebensmittel und versorgt armutsbetroffene Menschen.' },
]

/** Everything the food ordering storefront needs: settings, branches, menus, donation recipients. */
export async function seedOrdering(payload: Payload, now: Date): Promise<SeededBranches & { productIds: number[] }> {
  await seedSettings(payload)
  const branches = await seedBranches(payload)
  const { productIds } = await seedMenus(payload, branches.branchIds, now)
  for (const donatee of DONATEES) {
    await upsert(payload, 'donatees', { identifier: { equals: donatee.identifier } }, { ...donatee, isEnabled: true })
  }
  await seedDemoOrders(payload, branches.branchIds[0], branches.tableIds['wien-mariahilf']?.[0])
  return { ...branches, productIds }
}

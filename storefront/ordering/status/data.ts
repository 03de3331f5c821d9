import configPromise from '@payload-config'
import { getPayload } from 'payload'

import type { PublicOrder } from '@/src/domain/contracts/ordering'
import { publicCache } from '@/src/server/cache/publicCache'
import { findPublicOrder, publicOrderView } from '@/src/server/orders/publicOrder'

import type { StatusSettings } from './types'

/** The settings of the status screen; cached until the settings change. */
export const loadStatusSettings = publicCache('status-settings', ['config'], async (): Promise<StatusSettings> => {
  const payload = await getPayload({ config: configPromise })
  const config = await payload.findGlobal({
    slug: 'config',
    depth: 0,
    overrideAccess: true,
    select: { disableTickets: true, enablePluginPWA: true, enablePluginOrderReviews: true },
  })
  return {
    disableTickets: config.disableTickets === true,
    enablePluginPWA: config.enablePluginPWA === true,
    enablePluginOrderReviews: config.enablePluginOrderReviews === true,
  }
})

/**
 * The order behind a public link, read fresh on every request through the same service the
 * public endpoint uses (never cached: its status changes any minute); null for a wrong uid or hash.
 */
export async function loadPublicOrder(uid: string, hash: string): Promise<PublicOrder | null> {
  const payload = await getPayload({ config: configPromise })
  const order = await findPublicOrder(payload, uid, hash)
  return order ? (JSON.parse(JSON.stringify(publicOrderView(order))) as PublicOrder) : null
}

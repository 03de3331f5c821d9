import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { DATA_CHANGES_ANNOUNCED_BY_CALLER } from '@/src/server/cache/publicCachePlugin'
import { announceDataChange } from '@/src/server/cache/announceDataChange'
import { expirePublicData } from '@/src/server/cache/publicCache'
import type { PublicDataSource } from '@/src/server/cache/publicSources'

/**
 * A request for the Local API calls of an import: its writes do not expire the public caches one
 * by one (a 20,000-row import would announce 20,000 changes); the import announces each source
 * once per batch instead (announceImported).
 */
export const importRequest = (payload: Payload): Promise<PayloadRequest> =>
  createLocalReq({ context: { [DATA_CHANGES_ANNOUNCED_BY_CALLER]: true } }, payload)

/** Expires the cached public data of the sources an import wrote and tells every process (once each). */
export async function announceImported(payload: Payload, sources: readonly PublicDataSource[]): Promise<void> {
  for (const source of sources) {
    expirePublicData(source)
    await announceDataChange(payload, undefined, source)
  }
}

import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import { branchOfDisplayKey } from '@/src/server/desk/branchByApiKey'

import type { DeskBranch } from './types'

/**
 * The branch of a display address /{frontdesk|backoffice}/{branchId}/{apiKey} when the key is the
 * branch's current API key (the same rule as the display calls); null otherwise, which the page
 * answers with the German 404. Read once per request (metadata and page share it).
 */
export const loadDeskBranch = cache(async (branchId: string, apiKey: string): Promise<DeskBranch | null> =>
  branchOfDisplayKey(await getPayload({ config: configPromise }), branchId, apiKey))

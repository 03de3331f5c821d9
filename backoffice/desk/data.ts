import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { createHash, timingSafeEqual } from 'node:crypto'
import { cache } from 'react'


import type { DeskBranch } from './types'

/** Compares two secrets in constant time (hashes first, so the lengths do not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * The branch of a display address /{frontdesk|backoffice}/{branchId}/{apiKey} when the key is the
 * branch's current API key (the same rule as the display calls); null for an unknown branch, a
 * branch without key and a wrong key alike, which the page answers with the German 404. Read
 * once per request (metadata and page share it).
 */
export const loadDeskBranch = cache(async (branchIdParam: string, apiKey: string): Promise<DeskBranch | null> => {
  const branchId = /^\d+$/.test(branchIdParam) ? Number(branchIdParam) : NaN
  if (!Number.isSafeInteger(branchId) || branchId < 1) return null
  const payload = await getPayload({ config: configPromise })
  const branch = await payload.findByID({
    collection: 'branches',
    id: branchId,
    select: { name: true, apiKey: true },
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  const expected = branch?.apiKey ?? ''
  const matches = sameSecret(apiKey, expected)
  if (!branch || expected === '' || !matches) return null
  return { id: branchId, name: branch.name ?? '' }
})

import type { Metadata } from 'next'

import { fillPlaceholders } from '@/src/domain/text'

import { DESK_TEXTS as T } from './texts'
import type { DeskBranch } from './types'

/**
 * The tab title of a display ('Küche – Alpenküche Wien Mariahilf', without the shop suffix) and no
 * indexing; the address carries the branch's key, so it is never sent on as a referrer.
 */
export function deskMetadata(display: 'kitchen' | 'frontdesk', branch: DeskBranch | null): Metadata {
  const title = branch ? fillPlaceholders(display === 'kitchen' ? T.kitchenTitle : T.frontdeskTitle, { branch: branch.name }) : undefined
  return { ...(title ? { title: { absolute: title } } : {}), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

export const kitchenTitle = (branch: DeskBranch): string => fillPlaceholders(T.kitchenTitle, { branch: branch.name })

import type { ImageRef } from '@/src/domain/media'
import { relatedId } from '@/src/domain/relations'
import type { OpeningRule } from '@/src/domain/schedule/types'
import type { Tag } from '@/src/domain/branches/types'
import type { Branch as BranchDoc, BranchesSelect } from '@/src/payload-types'

import type { StorefrontBranch } from './types'

/** The branch fields the storefront reads (for a Local API `select`). */
export const STOREFRONT_BRANCH_SELECT = {
  identifier: true, name: true, description: true, street: true, zipCode: true, city: true,
  phone: true, email: true, website: true, keywords: true, tags: true, images: true, logo: true,
  isPublic: true, openingHours: true, deliveryHours: true, isDeliveryHoursEnabled: true, closedMessage: true,
} as const satisfies BranchesSelect

type RuleRow = NonNullable<BranchDoc['openingHours']>[number]

const rules = (rows: RuleRow[] | null | undefined): OpeningRule[] =>
  (rows ?? []).map(({ type, date, isClosed, from, to }) => ({ type, date: date ?? null, isClosed: Boolean(isClosed), from: from ?? null, to: to ?? null }))

/** The id of the image a card shows: the first of the branch's images, else its logo. */
export function branchImageId(branch: Pick<BranchDoc, 'images' | 'logo'>): number | null {
  return relatedId(branch.images?.[0]) ?? relatedId(branch.logo)
}

/**
 * A branch document (depth 0) as plain storefront JSON: tags resolved to { id, name } from
 * `tags`, the card image from `images`; unknown tag or image ids are dropped.
 */
export function toStorefrontBranch(
  doc: Pick<BranchDoc, 'id' | 'identifier' | 'name'> & Partial<BranchDoc>,
  tags: ReadonlyMap<number, Tag>,
  images: ReadonlyMap<number, ImageRef>,
): StorefrontBranch {
  const imageId = branchImageId(doc)
  return {
    id: doc.id,
    identifier: doc.identifier,
    name: doc.name,
    description: doc.description ?? null,
    street: doc.street ?? null,
    zipCode: doc.zipCode ?? null,
    city: doc.city ?? null,
    phone: doc.phone ?? null,
    email: doc.email ?? null,
    website: doc.website ?? null,
    keywords: doc.keywords ?? null,
    tags: (doc.tags ?? []).map((tag) => tags.get(relatedId(tag) ?? -1)).filter((tag): tag is Tag => Boolean(tag)),
    image: imageId === null ? null : (images.get(imageId) ?? null),
    isPublic: doc.isPublic !== false,
    openingHours: rules(doc.openingHours),
    deliveryHours: rules(doc.deliveryHours),
    isDeliveryHoursEnabled: Boolean(doc.isDeliveryHoursEnabled),
    closedMessage: doc.closedMessage ?? null,
  }
}

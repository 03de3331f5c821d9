import type { ImageRef } from '@/src/domain/media'
import type { OpeningRule } from '@/src/domain/schedule/types'
import type { Tag } from '@/src/domain/branches/types'

/** Postal address and ways to get in touch, of a branch or of the business. */
export interface ContactData {
  street: string | null
  zipCode: string | null
  city: string | null
  phone: string | null
  email: string | null
  website: string | null
}

/** The contact data of a branch (contact block, teasers). */
export interface BranchContact extends ContactData {
  name: string
}

/** The hours of a branch: opening state, hours tables and toolbar are computed from these. */
interface BranchSchedule {
  openingHours: OpeningRule[]
  deliveryHours: OpeningRule[]
  isDeliveryHoursEnabled: boolean
  closedMessage: string | null
}

/**
 * A branch as the public storefront shows it (plain JSON, safe to cache and to hand to client
 * components): only public fields, tags with their names, the first image resolved.
 */
export interface StorefrontBranch extends BranchContact, BranchSchedule {
  id: number
  identifier: string
  description: string | null
  keywords: string | null
  tags: Tag[]
  image: ImageRef | null
  /** False: listed as inactive, not linked (not orderable online). */
  isPublic: boolean
}

import type { Branch } from '../branches/types'
import type { DeliveryMode } from '../delivery/types'
import type { OpeningRule } from './types'

export type BranchHours = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>

/** Delivery hours count only when the branch enables them. */
export const usesDeliveryHours = (branch: BranchHours): boolean =>
  Boolean(branch.isDeliveryHoursEnabled) && Array.isArray(branch.deliveryHours)

/** Hours that govern delivery: delivery hours when enabled, else opening hours. */
export const deliveryRules = (branch: BranchHours): OpeningRule[] =>
  (usesDeliveryHours(branch) ? branch.deliveryHours : branch.openingHours) ?? []

/** Hours that govern a delivery mode: delivery rules for delivery, opening hours for takeaway and dine-in. */
export const rulesForMode = (branch: BranchHours, mode: DeliveryMode): OpeningRule[] =>
  mode === 'delivery' ? deliveryRules(branch) : (branch.openingHours ?? [])

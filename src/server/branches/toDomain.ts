import type { Branch } from '@/src/domain/branches/types'
import { withoutRowIds } from '@/src/domain/relations'
import type { Branch as BranchDoc } from '@/src/payload-types'

/** A branch document as read, whatever its `select` (id, identifier and name are always read). */
type StoredBranch = Pick<BranchDoc, 'id' | 'identifier' | 'name'> & Partial<BranchDoc>

/**
 * A stored branch in the shape of the domain's rules (search, opening state, delivery modes and
 * areas, required checkout fields, payment methods): the one place where branch documents become
 * domain branches. Array rows lose their row ids; fields the read left out stay out.
 */
export function domainBranch(doc: StoredBranch): Branch & { id: number } {
  return {
    id: doc.id,
    identifier: doc.identifier,
    name: doc.name,
    street: doc.street,
    zipCode: doc.zipCode,
    city: doc.city,
    keywords: doc.keywords,
    tags: doc.tags,
    isEnabled: doc.isEnabled,
    openingHours: withoutRowIds(doc.openingHours),
    deliveryHours: withoutRowIds(doc.deliveryHours),
    isDeliveryHoursEnabled: doc.isDeliveryHoursEnabled,
    closedMessage: doc.closedMessage,
    isTakeawayEnabled: doc.isTakeawayEnabled,
    isDeliveryEnabled: doc.isDeliveryEnabled,
    isDineInEnabled: doc.isDineInEnabled,
    isPreorderEnabled: doc.isPreorderEnabled,
    isAppointmentRequired: doc.isAppointmentRequired,
    isQuotationRequired: doc.isQuotationRequired,
    isDeliveryEmailRequired: doc.isDeliveryEmailRequired,
    isDineInEmailRequired: doc.isDineInEmailRequired,
    isTakeawayEmailRequired: doc.isTakeawayEmailRequired,
    isDeliveryPhoneRequired: doc.isDeliveryPhoneRequired,
    isDineInPhoneRequired: doc.isDineInPhoneRequired,
    isTakeawayPhoneRequired: doc.isTakeawayPhoneRequired,
    isDeliveryAddressRequired: doc.isDeliveryAddressRequired,
    isDineInAddressRequired: doc.isDineInAddressRequired,
    isTakeawayAddressRequired: doc.isTakeawayAddressRequired,
    isCashEnabled: doc.isCashEnabled,
    isATMCardEnabled: doc.isATMCardEnabled,
    isHydroAGVoucherEnabled: doc.isHydroAGVoucherEnabled,
    isMollieEnabled: doc.isMollieEnabled,
    isDatatransEnabled: doc.isDatatransEnabled,
    deliveryAreas: withoutRowIds(doc.deliveryAreas),
  }
}

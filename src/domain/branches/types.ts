import type { DeliveryArea } from '../delivery/types'
import type { Id } from '../relations/types'
import type { OpeningRule } from '../schedule/types'

export interface Tag {
  id: Id
  name: string
}

/**
 * A branch as the domain's rules see it: what the branch search, the opening state, the delivery
 * modes and areas, the checkout's required fields and the payment methods ask of it. Documents are
 * mapped to it on the server (src/server/branches/toDomain.ts); the storefront builds it from
 * its own branch view.
 */
export interface Branch {
  id: Id
  identifier: string
  name: string
  street?: string | null
  zipCode?: string | null
  city?: string | null
  keywords?: string | null
  tags?: (Tag | Id)[] | null
  isEnabled?: boolean | null
  openingHours?: OpeningRule[] | null
  deliveryHours?: OpeningRule[] | null
  isDeliveryHoursEnabled?: boolean | null
  closedMessage?: string | null
  isTakeawayEnabled?: boolean | null
  isDeliveryEnabled?: boolean | null
  isDineInEnabled?: boolean | null
  isPreorderEnabled?: boolean | null
  isAppointmentRequired?: boolean | null
  isQuotationRequired?: boolean | null
  isDeliveryEmailRequired?: boolean | null
  isDineInEmailRequired?: boolean | null
  isTakeawayEmailRequired?: boolean | null
  isDeliveryPhoneRequired?: boolean | null
  isDineInPhoneRequired?: boolean | null
  isTakeawayPhoneRequired?: boolean | null
  isDeliveryAddressRequired?: boolean | null
  isDineInAddressRequired?: boolean | null
  isTakeawayAddressRequired?: boolean | null
  isCashEnabled?: boolean | null
  isATMCardEnabled?: boolean | null
  isHydroAGVoucherEnabled?: boolean | null
  isMollieEnabled?: boolean | null
  isDatatransEnabled?: boolean | null
  deliveryAreas?: DeliveryArea[] | null
}

import type { StatusScreenOrder } from '@/src/domain/orders'

/** The branch contact the public order carries. */
export interface PublicOrderBranch {
  id: number
  name?: string | null
  street?: string | null
  zipCode?: string | null
  city?: string | null
  phone?: string | null
  email?: string | null
}

interface PublicOrderDocument {
  id: number
  publicHash?: string | null
  version?: number | null
  extension?: string | null
  name?: string | null
  url?: string | null
}

/** GET /api/orders/public/{uid}/{hash} as JSON (docs/api.md). */
export interface PublicOrder extends StatusScreenOrder {
  id: number
  uid: string
  hash: string
  appointment?: string | null
  /** Expected ready time (ISO) when staff accepted with a preparation time. */
  readyAt?: string | null
  tableIdentifier?: string | null
  questionnaireRating?: number | null
  branch?: PublicOrderBranch | number | null
  snapshot?: { orderAcknowledgement?: PublicOrderDocument | null; trackingUrl?: string | null } | null
}

/** The settings the status screen reads. */
export interface StatusSettings {
  disableTickets: boolean
  enablePluginPWA: boolean
  enablePluginOrderReviews: boolean
}

import type { UploadRef } from '../media/types'
import type { Product } from '../products/types'
import type { Numeric } from '../quantity/types'
import type { UnitName } from '../units/types'

/**
 * The customer's answer to one configurable part: option names for select/multiselect, text for
 * text/textarea, uploads for image(s)/file(s). In the parts shop parts[0] is the line comment and
 * parts[1] the wanted delivery date (DD.MM.YYYY).
 */
export type PartValue = string | string[] | UploadRef[] | null | undefined

export interface CartItem {
  product: Product
  amount: Numeric
  unit?: UnitName | null
  parts?: PartValue[] | null
}

interface CartOrder {
  deliveryArea?: string | null
  /** ISO date-time of the wanted appointment, or null for 'as soon as possible'. */
  appointment?: string | null
  comment?: string | null
}

export interface Cart {
  items: CartItem[]
  isDelivery: boolean
  isDineIn: boolean
  order: CartOrder
}

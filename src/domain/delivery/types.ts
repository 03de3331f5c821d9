import type { Numeric } from '../quantity/types'

export type DeliveryMode = 'takeaway' | 'delivery' | 'dineIn'

export interface DeliveryArea {
  area: string
  price?: Numeric | null
  tax?: Numeric | null
  free?: boolean | null
  freeFromOrderValue?: Numeric | null
  minimumOrderValue?: Numeric | null
}

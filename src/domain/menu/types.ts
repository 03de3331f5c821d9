import type { Product } from '../products/types'
import type { Id } from '../relations/types'
import type { OpeningRule } from '../schedule/types'

export interface Category {
  id: Id
  name: string
  isEnabled?: boolean | null
  isVisibleWhenUnavailable?: boolean | null
  schedule?: OpeningRule[] | null
  products?: (Product | Id)[] | null
}

export interface Menu {
  id: Id
  /** ISO date-time from which the menu applies. */
  availableFrom?: string | null
  branches?: (Id | { id: Id })[] | null
  catalog?: { categories?: (Category | Id)[] | null } | null
}

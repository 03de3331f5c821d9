import type { Field } from 'payload'

import { ORDER_LIST_TEXTS as T } from './texts'

/**
 * List-only columns of the orders (presentational `ui` fields, nothing stored, nothing in the
 * edit view): 'Kunde' combines company and name.
 */
export const orderListColumns: Field[] = [
  { name: 'customerName', type: 'ui', label: T.customer, admin: { components: { Cell: '/collections/ordering/orders/admin/list/CustomerCell#CustomerCell' } } },
]

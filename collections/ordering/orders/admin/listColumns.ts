import type { Field } from 'payload'

import { ORDER_LIST_TEXTS as T } from '@/backoffice/admin/orders/list/texts'

/**
 * List-only columns of the orders (presentational `ui` fields, nothing stored, nothing in the
 * edit view): 'Kunde' combines company and name.
 */
export const orderListColumns: Field[] = [
  { name: 'customerName', type: 'ui', label: T.customer, admin: { components: { Cell: '/backoffice/admin/orders/list/CustomerCell#CustomerCell' } } },
]

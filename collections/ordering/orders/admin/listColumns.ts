import type { Field } from 'payload'

/**
 * List-only columns of the orders (presentational `ui` fields, nothing stored, nothing in the
 * edit view): 'Kunde' combines company and name.
 */
export const orderListColumns: Field[] = [
  { name: 'customerName', type: 'ui', label: 'Kunde', admin: { components: { Cell: '/backoffice/admin/orders/list/CustomerCell#CustomerCell' } } },
]

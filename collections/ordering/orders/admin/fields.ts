import type { Field } from 'payload'

/**
 * The order's edit view: a readable table of items and totals, and the workflow buttons (one per
 * allowed transition, plus printing). Presentational `ui` fields, no data. The lead adds them to
 * the Orders collection (e.g. at the top of the 'Bestellung' tab) and regenerates the import map.
 */
export const orderAdminFields: Field[] = [
  {
    name: 'orderActions',
    type: 'ui',
    label: 'Bearbeitung',
    admin: {
      disableListColumn: true,
      components: { Field: '/backoffice/admin/orders/OrderActions#OrderActions' },
    },
  },
  {
    name: 'orderSummary',
    type: 'ui',
    label: 'Positionen und Summen',
    admin: {
      disableListColumn: true,
      components: { Field: '/backoffice/admin/orders/OrderSummary#OrderSummary' },
    },
  },
  {
    name: 'orderLineEditor',
    type: 'ui',
    label: 'Positionen korrigieren',
    admin: {
      disableListColumn: true,
      components: { Field: '/backoffice/admin/orders/OrderLineEditor#OrderLineEditor' },
    },
  },
]

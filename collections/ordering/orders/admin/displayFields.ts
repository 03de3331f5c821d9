import type { Field } from 'payload'

const GATE = '/backoffice/admin/orders/display/OrderDisplayGate#OrderDisplayGate'

/** The display switches at the top of an order's tab (OrderDisplayGate): 'order' for 'Bestellung', 'customer' for 'Kunde'. */
export const orderDisplayGateField = (kind: 'order' | 'customer'): Field => ({
  name: kind === 'order' ? 'orderDisplaySettings' : 'customerDisplaySettings',
  type: 'ui',
  label: 'Anzeige',
  admin: { disableListColumn: true, components: { Field: { path: GATE, clientProps: { kind } } } },
})

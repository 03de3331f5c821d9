import type { Field, FieldAccess } from 'payload'

import { isStaffMember } from '../../access/isStaff'
import { hasRole, ROLES } from '../../access/roles'
import { moneyField, taxRateField } from '../../fields/money'
import { calculationModelField, quantityLimitFields, unitField } from '../../fields/unit'

/** Parts-shop prices are shown only to ROLE_USER (and staff); menu prices to everybody. */
export const priceReadable: FieldAccess = ({ req: { user }, doc }) =>
  doc?.catalogue !== 'parts' || isStaffMember(user) || hasRole(user, ROLES.user)

const priced = { access: { read: priceReadable } }

export const pricingFields: Field[] = [
  { type: 'row', fields: [
    moneyField('price', 'Preis (brutto)', { ...priced, defaultValue: 0 }),
    { name: 'isPriceHidden', type: 'checkbox', label: 'Preis ausblenden', defaultValue: false },
  ] },
  { type: 'row', fields: [
    taxRateField('tax', 'Steuer Lieferung (%)', { defaultValue: 10 }),
    taxRateField('takeawayTax', 'Steuer Abholung (%)', { defaultValue: 10 }),
    taxRateField('dineInTax', 'Steuer vor Ort (%)', { defaultValue: 10 }),
  ] },
  { type: 'row', fields: [
    unitField('unit', 'Einheit', { defaultValue: 'amount', required: true }),
    calculationModelField(),
  ] },
  { type: 'row', fields: [...quantityLimitFields] as Field[] },
  { type: 'row', fields: [
    { name: 'defaultQuantity', type: 'number', label: 'Standardmenge', min: 0 },
    unitField('defaultUnit', 'Standardeinheit'),
  ] },
  {
    name: 'alternativeUnits',
    type: 'array',
    label: 'Alternative Einheiten',
    labels: { singular: 'Alternative Einheit', plural: 'Alternative Einheiten' },
    admin: { initCollapsed: true, description: 'Verhältnis: wie viele Grundeinheiten eine alternative Einheit ergibt (z. B. 1 Stück = 0,25 kg).' },
    fields: [
      { type: 'row', fields: [unitField('unit', 'Einheit', { required: true }), { name: 'ratio', type: 'number', label: 'Verhältnis', required: true, min: 0 }, calculationModelField()] },
      { type: 'row', fields: [...quantityLimitFields] as Field[] },
    ],
  },
]

import type { Field, FieldAccess } from 'payload'

import { isStaffMember } from '@/src/domain/roles'
import { hasRole, ROLES } from '@/src/domain/roles'
import { moneyField, taxRateField } from '@/collections/fields/money'
import { calculationModelField, quantityLimitFields, unitField } from '@/collections/fields/unit'

/** Staff and shop accounts with ROLE_USER see every price. */
const seesAllPrices = (user: Parameters<typeof isStaffMember>[0]): boolean => isStaffMember(user) || hasRole(user, ROLES.user)

/**
 * Parts-shop prices are shown only to ROLE_USER (and staff); menu prices to everybody. Asked
 * without a document (a filter or sort over all products, Payload's permission check) the answer
 * is for every product, i.e. only for those who see all prices: otherwise `where[price]` or
 * `sort=price` would reveal hidden parts prices. Products always select `catalogue` (forceSelect),
 * so a document is never judged without it.
 */
export const priceReadable: FieldAccess = ({ req: { user }, doc }) =>
  seesAllPrices(user) || (doc != null && doc.catalogue !== 'parts')

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

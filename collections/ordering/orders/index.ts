import type { CollectionConfig, Field } from 'payload'

import { DELIVERY_MODE_OPTIONS } from '@/src/domain/cart/texts'

import { withFieldAdmin } from '@/collections/fields/fieldAdmin'
import { anyOf } from '@/collections/access/combine'
import { isAdmin } from '@/collections/access/isAdmin'
import { isEmployeeOfBranch } from '@/collections/access/isEmployeeOfBranch'
import { isStaffField } from '@/collections/access/isStaff'
import { ownCustomer } from '@/collections/access/ownCustomer'
import { customerFields } from './customerFields'
import { orderDisplayGateField } from './admin/displayFields'
import { orderAdminFields } from './admin/fields'
import { orderFieldAdmin } from './admin/fieldRules'
import { orderListColumns } from './admin/listColumns'
import { orderEndpoints } from './endpoints'
import { flagFields } from './flagFields'
import { applyHistoryParameters } from './hooks/historyParameters'
import { assignOrderHash, assignOrderNumber } from './identity'
import { itemsField, totalsField } from './itemFields'
import { workflowFields } from './workflowFields'

const serverOnly = { access: { create: () => false, update: () => false } }
/** Bookkeeping of the placement (idempotency, payment hand-off): written by the server, read by staff only, never by the customer. */
const internal = { access: { ...serverOnly.access, read: isStaffField } }

const identificationFields: Field[] = [
  { type: 'row', fields: [
    { name: 'uid', type: 'text', label: 'Auftragsnummer', unique: true, index: true, ...serverOnly, admin: { readOnly: true } },
    { name: 'hash', type: 'text', label: 'Öffentlicher Schlüssel', index: true, ...serverOnly, admin: { readOnly: true, hidden: true } },
    { name: 'shop', type: 'select', label: 'Shop', defaultValue: 'ordering', index: true, ...serverOnly, options: [
      { value: 'ordering', label: 'Bestellung' },
      { value: 'parts', label: 'Teileshop' },
    ] },
  ] },
  { type: 'row', fields: [
    { name: 'branch', type: 'relationship', relationTo: 'branches', label: 'Filiale', index: true, ...serverOnly },
    { name: 'mode', type: 'select', label: 'Art', index: true, ...serverOnly, options: DELIVERY_MODE_OPTIONS },
    { name: 'deliveryArea', type: 'text', label: 'Liefergebiet', ...serverOnly },
  ] },
  { type: 'row', fields: [
    { name: 'table', type: 'relationship', relationTo: 'tables', label: 'Tisch', ...serverOnly },
    { name: 'tableIdentifier', type: 'text', label: 'Tischnummer', ...serverOnly },
    { name: 'donatee', type: 'relationship', relationTo: 'donatees', label: 'Spendenempfänger', ...serverOnly },
  ] },
  // The QR code the customer came from (the storefront keeps it with the cart): order-origins, revenue-origins.
  { name: 'qrCode', type: 'relationship', relationTo: 'qr-codes', label: 'QR-Code', index: true, ...serverOnly, admin: { readOnly: true } },
  { type: 'row', fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', label: 'Kundenstamm', index: true, ...serverOnly },
    { name: 'externalUser', type: 'relationship', relationTo: 'external-users', label: 'Kundenkonto', index: true, ...serverOnly },
  ] },
  { type: 'row', fields: [
    { name: 'ticketNumber', type: 'text', label: 'Eigene Bestellnummer' },
    { name: 'priority', type: 'checkbox', label: 'Expressversand', defaultValue: false },
  ] },
  { name: 'comment', type: 'textarea', label: 'Kommentar' },
  { name: 'idempotencyKey', type: 'text', unique: true, index: true, ...internal, admin: { hidden: true } },
  { name: 'requestFingerprint', type: 'text', ...internal, admin: { hidden: true } },
  { name: 'paymentRedirectUrl', type: 'text', ...internal, admin: { hidden: true } },
]

/**
 * Orders of both shops. Staff of a branch see and handle its orders; shop customers read their own;
 * prices, totals, status and payment are written only by the server's order services.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Bestellung', plural: 'Bestellungen' },
  // Newest first; list columns, filters and the edit view's per-shop fields: admin/fieldRules.ts.
  defaultSort: '-createdAt',
  admin: {
    group: 'Bestellungen',
    useAsTitle: 'uid',
    defaultColumns: ['uid', 'createdAt', 'branch', 'mode', 'customerName', 'totals.gross', 'status', 'paymentStatus'],
    listSearchableFields: ['uid', 'lastName', 'email', 'ticketNumber', 'companyName'],
    components: {
      beforeListTable: [
        '/backoffice/admin/orders/list/OrderFilterPresets#OrderFilterPresets',
        // 'Produktdaten anzeigen' and 'Kundendaten anzeigen' (the board's switches of this browser).
        '/backoffice/admin/orders/display/OrderListDisplaySettings#OrderListDisplaySettings',
      ],
    },
  },
  access: {
    read: anyOf(isEmployeeOfBranch('branch'), ownCustomer('customer')),
    // Orders are created only through the checkout (POST /api/orders replaces the generic create).
    create: () => false,
    update: isEmployeeOfBranch('branch'),
    delete: isAdmin,
  },
  hooks: { beforeOperation: [applyHistoryParameters], beforeChange: [assignOrderHash], afterChange: [assignOrderNumber] },
  endpoints: orderEndpoints,
  fields: withFieldAdmin([
    {
      type: 'tabs',
      tabs: [
        { label: 'Bestellung', fields: [orderDisplayGateField('order'), ...orderAdminFields, ...identificationFields, itemsField, totalsField] },
        { label: 'Kunde', fields: [orderDisplayGateField('customer'), ...customerFields] },
        { label: 'Ablauf', fields: workflowFields },
      ],
    },
    ...flagFields,
    ...orderListColumns,
  ], orderFieldAdmin),
}

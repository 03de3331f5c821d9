import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { ROLES } from '@/src/domain/roles'
import { demoAccountsWanted } from './demoAccounts'
import { upsert } from './upsert'

/**
 * Customers of the parts shop of 'Alpen Antriebstechnik GmbH' and the accounts that act for them
 * (parts-shop-and-site.md sections 3 and 6): a business customer with verified VAT number and
 * material-group discounts, one with an unverified VAT number, a private customer who sees no
 * prices, and a fresh signup that still waits for approval.
 */

type CustomerData = RequiredDataFromCollectionSlug<'customers'>
type ExternalUserData = RequiredDataFromCollectionSlug<'external-users'>

const DEMO_CUSTOMER_PASSWORD = 'demo1234'

const CUSTOMERS = {
  huber: {
    isCompany: true,
    companyName: 'Hydraulik Huber GmbH',
    firstName: 'Markus',
    lastName: 'Huber',
    email: 'office@hydraulik-huber.at',
    phone: '+43 732 774411',
    street: 'Industriezeile 36',
    zipCode: '4020',
    city: 'Linz',
    country: 'AT',
    vatNumber: 'ATU12345678',
    isVatNumberVerified: true,
    discounts: [
      { materialGroup: '5S1', percentage: 10 },
      { materialGroup: '5S9', percentage: 8 },
      { materialGroup: '5SD', percentage: 7 },
      { materialGroup: 'SV', percentage: 5 },
    ],
    data: {
      shippingAddresses: [
        { value: {
          companyName: 'Hydraulik Huber GmbH – Zentrallager', firstName: 'Gerhard', lastName: 'Pichler',
          email: 'lager@hydraulik-huber.at', phone: '+43 7229 61850',
          street: 'Traunuferstraße 112', stairway: null, floor: null, door: 'Tor 3', zipCode: '4050', city: 'Traun', country: 'AT',
        } },
        { value: {
          companyName: 'Hydraulik Huber GmbH – Servicestützpunkt Wels', firstName: 'Andrea', lastName: 'Mayr',
          email: 'service.wels@hydraulik-huber.at', phone: '+43 7242 290733',
          street: 'Salzburger Straße 221', stairway: null, floor: null, door: null, zipCode: '4600', city: 'Wels', country: 'AT',
        } },
      ],
    },
  },
  steiner: {
    isCompany: true,
    companyName: 'Maschinenbau Steiner KG',
    firstName: 'Thomas',
    lastName: 'Steiner',
    email: 'office@steiner-maschinenbau.at',
    phone: '+43 316 471200',
    street: 'Puchstraße 85',
    zipCode: '8020',
    city: 'Graz',
    country: 'AT',
    vatNumber: 'ATU87654321',
    isVatNumberVerified: false,
    discounts: [],
    data: { shippingAddresses: [] },
  },
  wagner: {
    isCompany: false,
    companyName: null,
    firstName: 'Franz',
    lastName: 'Wagner',
    email: 'franz.wagner@example.at',
    phone: '+43 664 3812256',
    street: 'Linzer Gasse 12',
    stairway: '2',
    floor: '3',
    door: '14',
    zipCode: '5020',
    city: 'Salzburg',
    country: 'AT',
    vatNumber: null,
    isVatNumberVerified: false,
    discounts: [],
    data: { shippingAddresses: [] },
  },
  /** Created by the signup form of the account that still waits for approval. */
  brandstaetter: {
    isCompany: true,
    companyName: 'Brandstätter Haustechnik GmbH',
    firstName: 'Katharina',
    lastName: 'Brandstätter',
    email: 'neu@beispiel-firma.at',
    phone: '+43 1 5874410',
    street: 'Gumpendorfer Straße 140',
    zipCode: '1060',
    city: 'Wien',
    country: 'AT',
    vatNumber: 'ATU69283514',
    isVatNumberVerified: false,
    discounts: [],
    data: { shippingAddresses: [] },
  },
} satisfies Record<string, CustomerData>
type CustomerKey = keyof typeof CUSTOMERS

const SEES_PRICES = [ROLES.externalUser, ROLES.user]
const EXTERNAL_USERS: (Omit<ExternalUserData, 'customers' | 'password'> & { customer: CustomerKey })[] = [
  { email: 'einkauf@hydraulik-huber.at', firstName: 'Sabine', lastName: 'Leitner', phone: '+43 732 774411-20',
    customer: 'huber', roles: SEES_PRICES, isApproved: true },
  { email: 'technik@steiner-maschinenbau.at', firstName: 'Thomas', lastName: 'Steiner', phone: '+43 316 471200-15',
    customer: 'steiner', roles: SEES_PRICES, isApproved: true },
  { email: 'franz.wagner@example.at', firstName: 'Franz', lastName: 'Wagner', phone: '+43 664 3812256',
    customer: 'wagner', roles: [ROLES.externalUser], isApproved: true },
  { email: 'neu@beispiel-firma.at', firstName: 'Katharina', lastName: 'Brandstätter', phone: '+43 1 5874410',
    customer: 'brandstaetter', roles: [ROLES.externalUser], isApproved: false },
]

/**
 * Creates or updates the shop's demo customers (key: e-mail) and, in development only, their
 * accounts (key: e-mail).
 * Existing accounts keep their password; only names, phone, roles, approval and customers change.
 * Approved accounts get the activation e-mail when created (logged only without SMTP).
 */
export async function seedShopCustomers(
  payload: Payload,
  refs: { now: Date },
): Promise<{ customerIds: number[]; externalUserIds: number[] }> {
  void refs // no dates in this data; the signature matches the other seed modules
  const keys = Object.keys(CUSTOMERS) as CustomerKey[]
  const customerId = {} as Record<CustomerKey, number>
  for (const key of keys) {
    // One after the other: four records, and fresh databases get the same ids every time.
    customerId[key] = (await upsert(payload, 'customers', { email: { equals: CUSTOMERS[key].email } }, CUSTOMERS[key])).id
  }

  const { docs } = await payload.find({
    collection: 'external-users',
    where: { email: { in: EXTERNAL_USERS.map((user) => user.email) } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { email: true },
  })
  const existing = new Map(docs.map((doc) => [doc.email.toLowerCase(), doc.id]))

  // Shop accounts with the demo password only in development; production keeps the customers only.
  const externalUserIds: number[] = []
  if (!demoAccountsWanted()) return { customerIds: keys.map((key) => customerId[key]), externalUserIds }
  for (const { customer, ...account } of EXTERNAL_USERS) {
    const data = { ...account, customers: [customerId[customer]] }
    const id = existing.get(account.email)
    // No `select` on these writes: the activation-mail hook reads `isApproved` from the returned doc.
    if (id) {
      await payload.update({ collection: 'external-users', id, data, depth: 0, overrideAccess: true })
      externalUserIds.push(id)
    } else {
      const created = await payload.create({ collection: 'external-users', data: { ...data, password: DEMO_CUSTOMER_PASSWORD }, depth: 0, overrideAccess: true })
      externalUserIds.push(created.id)
    }
  }
  return { customerIds: keys.map((key) => customerId[key]), externalUserIds }
}

import type { Payload } from 'payload'

import type { Branch, BranchesSelect, Config1, ConfigSelect, Order, OrdersSelect, Table } from '@/src/payload-types'

import { processCache } from '../cache/processCache'

const ORDER_SELECT = {
  uid: true, hash: true, shop: true, branch: true, mode: true, deliveryArea: true, table: true, tableIdentifier: true, ticketNumber: true, comment: true,
  items: true, totals: true, isCompany: true, companyName: true, firstName: true, lastName: true, email: true, phone: true,
  street: true, stairway: true, floor: true, door: true, zipCode: true, city: true, country: true,
  isDeliveryAddressDifferent: true, deliveryIsCompany: true, deliveryCompanyName: true, deliveryFirstName: true, deliveryLastName: true,
  deliveryStreet: true, deliveryStairway: true, deliveryFloor: true, deliveryDoor: true, deliveryZipCode: true, deliveryCity: true, deliveryCountry: true,
  status: true, rejectionMessage: true, paymentMethod: true, appointment: true, counterAppointment: true, readyAt: true, createdAt: true, snapshot: true,
} as const satisfies OrdersSelect

const SETTINGS_SELECT = {
  shopName: true, businessName: true, street: true, zipCode: true, city: true, phone: true, email: true, website: true,
  currency: true, disableTickets: true, enablePluginSMS: true,
} as const satisfies ConfigSelect

const BRANCH_SELECT = { name: true, email: true, phone: true, street: true, zipCode: true, city: true } as const satisfies BranchesSelect

export type NotificationBranch = Pick<Branch, 'id' | keyof typeof BRANCH_SELECT>

/** The order as the notifications read it: customer, items, totals, appointment; branch and table populated. */
export type NotificationOrder = Omit<Pick<Order, 'id' | keyof typeof ORDER_SELECT>, 'branch' | 'table'> & {
  branch?: NotificationBranch | number | null
  table?: Pick<Table, 'id' | 'identifier'> | number | null
}

/** The settings (config global) the notifications need. */
type ShopSettings = Pick<Config1, keyof typeof SETTINGS_SELECT>

export interface NotificationData {
  order: NotificationOrder
  settings: ShopSettings
}

/** Thrown when the order to notify about does not exist. */
export class OrderNotFoundError extends Error {
  constructor(orderId: number | string) {
    super(`Bestellung ${orderId} wurde nicht gefunden.`)
    this.name = 'OrderNotFoundError'
  }
}

/** The branch of an order when it was populated; null when missing or only an id. */
export const populatedBranch = (order: NotificationOrder): NotificationBranch | null =>
  typeof order.branch === 'object' && order.branch !== null ? order.branch : null

/** The shop settings of the notifications, kept in memory until staff change them (processCache.ts). */
const settingsCache = processCache(['config'])
const shopSettings = (payload: Payload): Promise<ShopSettings> =>
  settingsCache.get('settings', () => payload.findGlobal({ slug: 'config', depth: 0, select: SETTINGS_SELECT, overrideAccess: true }))

/**
 * Loads an order with its branch and table names (one query, depth 1, only the fields the
 * notifications use; none when the caller has the order in hand, as placement does) and the shop
 * settings. Throws OrderNotFoundError for an unknown id.
 */
export async function loadNotificationData(payload: Payload, orderId: number, inHand?: NotificationOrder): Promise<NotificationData> {
  const [order, settings] = await Promise.all([
    inHand ?? payload.findByID({
      collection: 'orders',
      id: orderId,
      depth: 1,
      select: ORDER_SELECT,
      populate: {
        branches: BRANCH_SELECT,
        tables: { identifier: true },
        uploads: { filename: true },
      },
      disableErrors: true,
      overrideAccess: true,
    }),
    shopSettings(payload),
  ])
  if (!order) throw new OrderNotFoundError(orderId)
  return { order, settings }
}

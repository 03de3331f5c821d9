import type { Payload } from 'payload'

import type { Branch, Config1, Order, Table } from '../../payload-types'

export type NotificationBranch = Pick<Branch, 'id' | 'name' | 'email' | 'phone' | 'street' | 'zipCode' | 'city'>

type OrderFields =
  | 'id' | 'uid' | 'hash' | 'shop' | 'mode' | 'deliveryArea' | 'tableIdentifier' | 'ticketNumber' | 'comment'
  | 'items' | 'totals' | 'isCompany' | 'companyName' | 'firstName' | 'lastName' | 'email' | 'phone'
  | 'street' | 'stairway' | 'floor' | 'door' | 'zipCode' | 'city' | 'country'
  | 'isDeliveryAddressDifferent' | 'deliveryIsCompany' | 'deliveryCompanyName' | 'deliveryFirstName' | 'deliveryLastName'
  | 'deliveryStreet' | 'deliveryStairway' | 'deliveryFloor' | 'deliveryDoor' | 'deliveryZipCode' | 'deliveryCity' | 'deliveryCountry'
  | 'status' | 'rejectionMessage' | 'paymentMethod' | 'appointment' | 'counterAppointment' | 'createdAt' | 'snapshot'

/** The order as the notifications read it: customer, items, totals, appointment; branch and table populated. */
export type NotificationOrder = Pick<Order, OrderFields> & {
  branch?: NotificationBranch | number | null
  table?: Pick<Table, 'id' | 'identifier'> | number | null
}

/** The settings (config global) the notifications need. */
export type ShopSettings = Pick<
  Config1,
  'shopName' | 'businessName' | 'street' | 'zipCode' | 'city' | 'phone' | 'email' | 'website' | 'currency' | 'disableTickets' | 'enablePluginSMS'
>

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

const selected = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, true])) as Record<K, true>

const ORDER_SELECT = selected([
  'uid', 'hash', 'shop', 'branch', 'mode', 'deliveryArea', 'table', 'tableIdentifier', 'ticketNumber', 'comment',
  'items', 'totals', 'isCompany', 'companyName', 'firstName', 'lastName', 'email', 'phone',
  'street', 'stairway', 'floor', 'door', 'zipCode', 'city', 'country',
  'isDeliveryAddressDifferent', 'deliveryIsCompany', 'deliveryCompanyName', 'deliveryFirstName', 'deliveryLastName',
  'deliveryStreet', 'deliveryStairway', 'deliveryFloor', 'deliveryDoor', 'deliveryZipCode', 'deliveryCity', 'deliveryCountry',
  'status', 'rejectionMessage', 'paymentMethod', 'appointment', 'counterAppointment', 'createdAt', 'snapshot',
] as const)

const SETTINGS_SELECT = selected([
  'shopName', 'businessName', 'street', 'zipCode', 'city', 'phone', 'email', 'website', 'currency', 'disableTickets', 'enablePluginSMS',
] as const)

/** The branch of an order when it was populated; null when missing or only an id. */
export const populatedBranch = (order: NotificationOrder): NotificationBranch | null =>
  typeof order.branch === 'object' && order.branch !== null ? order.branch : null

/**
 * Loads an order with its branch and table names (one query, depth 1, only the fields the
 * notifications use) and the shop settings. Throws OrderNotFoundError for an unknown id.
 */
export async function loadNotificationData(payload: Payload, orderId: number): Promise<NotificationData> {
  const [order, settings] = await Promise.all([
    payload.findByID({
      collection: 'orders',
      id: orderId,
      depth: 1,
      select: ORDER_SELECT,
      populate: {
        branches: selected(['name', 'email', 'phone', 'street', 'zipCode', 'city'] as const),
        tables: selected(['identifier'] as const),
        uploads: selected(['filename'] as const),
      },
      disableErrors: true,
      overrideAccess: true,
    }),
    payload.findGlobal({ slug: 'config', depth: 0, select: SETTINGS_SELECT, overrideAccess: true }),
  ])
  if (!order) throw new OrderNotFoundError(orderId)
  return { order: order as unknown as NotificationOrder, settings: settings as ShopSettings }
}

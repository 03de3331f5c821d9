import type { Payload, PayloadRequest, Where } from 'payload'

import type { AccountOrder, AccountOrderPage, AccountOrderSummary } from '@/src/domain/contracts/account'
import { ORDER_HISTORY_PAGE_SIZE, isOrderNumberLike, shopOrderFlags, shopOrderStatusLabel } from '@/src/domain/orders'
import { safeTrackingUrl } from '@/src/domain/orders/trackingUrl'
import { relatedId } from '@/src/domain/relations'
import { customerIdsOf, isApprovedExternalUserAccount } from '@/src/domain/roles'
import { productHref } from '@/src/domain/partsCatalogue'
import type { Order, OrdersSelect } from '@/src/payload-types'
import { orderUploadPath } from '@/src/server/media/staticPath'
import { findListedProducts } from '@/src/server/partsShop/products'

/**
 * The parts shop's order history of a signed-in customer (parts-shop-and-site.md sections 2, 3
 * and 7, 'list the user's orders'): only parts-shop orders of the account's own customer records,
 * newest first, with exactly the fields the orders screens show. One query per answer with an
 * explicit `select` at depth 0 (the indexes on shop, customer, uid and createdAt), plus at most one
 * batched read of the acknowledgement files and (detail) one of the still-listed products: no
 * query per order or per line. The screens and the /api/custom/account/orders calls both read here
 * and answer the contract's shapes (src/domain/contracts/account.ts).
 */

/** The list's fields; `hash` only to build the confirmation's private path, never answered. */
const SUMMARY_SELECT = {
  uid: true, hash: true, ticketNumber: true, createdAt: true, status: true, totals: { net: true },
  snapshot: { orderAcknowledgement: true, trackingUrl: true },
} as const satisfies OrdersSelect

const DETAIL_SELECT = {
  ...SUMMARY_SELECT,
  comment: true, isCompany: true, companyName: true, firstName: true, lastName: true, street: true, stairway: true, floor: true, door: true,
  zipCode: true, city: true, country: true, email: true, phone: true, vatNumber: true, isVatNumberVerified: true, isDeliveryAddressDifferent: true,
  deliveryIsCompany: true, deliveryCompanyName: true, deliveryFirstName: true, deliveryLastName: true, deliveryStreet: true, deliveryStairway: true,
  deliveryFloor: true, deliveryDoor: true, deliveryZipCode: true, deliveryCity: true, deliveryCountry: true,
  items: { product: true, name: true, uid: true, amount: true, desiredDate: true, comment: true },
} as const satisfies OrdersSelect

type SummaryDoc = Pick<Order, 'id' | 'uid' | 'hash' | 'ticketNumber' | 'createdAt' | 'status' | 'totals' | 'snapshot'>
type DetailDoc = SummaryDoc & Omit<Pick<Order, keyof typeof DETAIL_SELECT>, keyof SummaryDoc>

/**
 * The customer records the caller acts for, or null without a shop session (nobody, staff, an
 * account not approved). The orders of all of them belong to the account.
 */
export function ownCustomerIds(user: unknown): number[] | null {
  return isApprovedExternalUserAccount(user) ? customerIdsOf(user) : null
}

const ownPartsOrders = (customerIds: number[]): Where => ({
  and: [{ shop: { equals: 'parts' } }, { customer: { in: customerIds } }],
})

async function loadCurrency(payload: Payload, req?: PayloadRequest): Promise<string> {
  const config = await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, req, select: { currency: true } })
  return config.currency || 'EUR'
}

type UploadFile = { id: number; version?: number | null; extension?: string | null; filename?: string | null }

/** The confirmation files of the orders, by id, in one query. */
async function acknowledgementsOf(payload: Payload, orders: SummaryDoc[], req?: PayloadRequest): Promise<Map<number, UploadFile>> {
  const ids = [...new Set(orders.map((order) => relatedId(order.snapshot?.orderAcknowledgement)).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'uploads', where: { id: { in: ids } }, limit: ids.length, pagination: false, depth: 0, overrideAccess: true, req,
    select: { version: true, extension: true, filename: true },
  })
  return new Map(docs.map((doc) => [doc.id, doc]))
}

function summaryOf(order: SummaryDoc, currency: string, files: Map<number, UploadFile>): AccountOrderSummary {
  const flags = shopOrderFlags(order.status)
  const fileId = relatedId(order.snapshot?.orderAcknowledgement)
  const file = fileId === null ? undefined : files.get(fileId)
  const net = order.totals?.net
  return {
    uid: order.uid ?? '',
    ticketNumber: order.ticketNumber || null,
    createdAt: order.createdAt,
    goodsValue: typeof net === 'number' ? net : null,
    currency,
    ...flags,
    status: shopOrderStatusLabel(flags),
    orderAcknowledgement:
      file && order.uid && order.hash
        ? { url: orderUploadPath({ uid: order.uid, hash: order.hash }, { id: file.id, version: file.version, extension: file.extension }), name: file.filename ?? `${order.uid}.${file.extension ?? 'pdf'}` }
        : null,
    trackingUrl: safeTrackingUrl(order.snapshot?.trackingUrl),
  }
}

/**
 * One page (ORDER_HISTORY_PAGE_SIZE, newest first) of the parts-shop orders of these customer
 * records (ownCustomerIds of the caller). A page after the last one answers no orders with the
 * real totals.
 */
export async function listOwnOrders(payload: Payload, customerIds: number[], page: number, req?: PayloadRequest): Promise<AccountOrderPage> {
  if (customerIds.length === 0) return { docs: [], totalDocs: 0, page: 1, totalPages: 0 }
  const [found, currency] = await Promise.all([
    payload.find({
      collection: 'orders', where: ownPartsOrders(customerIds), sort: ['-createdAt', '-id'], page, limit: ORDER_HISTORY_PAGE_SIZE,
      depth: 0, overrideAccess: true, req, select: SUMMARY_SELECT,
    }),
    loadCurrency(payload, req),
  ])
  const orders = found.docs as SummaryDoc[]
  const files = await acknowledgementsOf(payload, orders, req)
  // No orders are no pages (Payload would say 1).
  return { docs: orders.map((order) => summaryOf(order, currency, files)), totalDocs: found.totalDocs, page, totalPages: found.totalDocs === 0 ? 0 : found.totalPages }
}

const text = (value: string | null | undefined): string | null => value || null

/**
 * The parts-shop order with this number of these customer records (ownCustomerIds of the caller);
 * null for an unknown number, another customer's order and a branch (food) order alike.
 */
export async function findOwnOrder(payload: Payload, customerIds: number[], uid: string, req?: PayloadRequest): Promise<AccountOrder | null> {
  if (customerIds.length === 0 || !isOrderNumberLike(uid)) return null
  const [found, currency] = await Promise.all([
    payload.find({
      collection: 'orders', where: { and: [{ uid: { equals: uid } }, ownPartsOrders(customerIds)] }, limit: 1, pagination: false,
      depth: 0, overrideAccess: true, req, select: DETAIL_SELECT,
    }),
    loadCurrency(payload, req),
  ])
  const order = found.docs[0] as DetailDoc | undefined
  if (!order) return null
  const productIds = [...new Set((order.items ?? []).map((item) => relatedId(item.product)).filter((id): id is number => id !== null))]
  const [files, listed] = await Promise.all([acknowledgementsOf(payload, [order], req), findListedProducts(payload, productIds)])
  const hrefs = new Map(listed.map((product) => [product.id, product.uid ? productHref({ uid: product.uid, name: product.name }) : null]))
  return {
    ...summaryOf(order, currency, files),
    comment: text(order.comment),
    isCompany: Boolean(order.isCompany),
    companyName: text(order.companyName),
    firstName: text(order.firstName),
    lastName: text(order.lastName),
    street: text(order.street),
    stairway: text(order.stairway),
    floor: text(order.floor),
    door: text(order.door),
    zipCode: text(order.zipCode),
    city: text(order.city),
    country: text(order.country),
    email: text(order.email),
    phone: text(order.phone),
    vatNumber: text(order.vatNumber),
    isVatNumberVerified: Boolean(order.isVatNumberVerified),
    isDeliveryAddressDifferent: Boolean(order.isDeliveryAddressDifferent),
    deliveryIsCompany: Boolean(order.deliveryIsCompany),
    deliveryCompanyName: text(order.deliveryCompanyName),
    deliveryFirstName: text(order.deliveryFirstName),
    deliveryLastName: text(order.deliveryLastName),
    deliveryStreet: text(order.deliveryStreet),
    deliveryStairway: text(order.deliveryStairway),
    deliveryFloor: text(order.deliveryFloor),
    deliveryDoor: text(order.deliveryDoor),
    deliveryZipCode: text(order.deliveryZipCode),
    deliveryCity: text(order.deliveryCity),
    deliveryCountry: text(order.deliveryCountry),
    items: (order.items ?? []).map((item) => {
      const productId = relatedId(item.product)
      return {
        uid: text(item.uid),
        name: item.name,
        desiredDate: text(item.desiredDate),
        comment: text(item.comment),
        amount: item.amount,
        productHref: (productId !== null && hrefs.get(productId)) || null,
      }
    }),
  }
}

import type { Payload } from 'payload'

import type { PublicOrder } from '@/src/domain/contracts/ordering'
import { hasPublicLink, type PublicLink, safeTrackingUrl } from '@/src/domain/orders'
import { isPopulated } from '@/src/domain/relations'
import type { Order, OrdersSelect } from '@/src/payload-types'

import { orderUploadPath } from '../media/staticPath'
import { findOrderByLink } from './publicLink'

/** The fields the public status screen reads (ordering-storefront.md section 3) and nothing personal beyond. */
const PUBLIC_SELECT = {
  uid: true, hash: true, status: true, mode: true, paymentMethod: true, paymentStatus: true, rejectionMessage: true,
  appointment: true, counterAppointment: true, readyAt: true, tableIdentifier: true, questionnaire: true, snapshot: true, branch: true, shop: true,
  isRejected: true, isCompleted: true, isConfirmed: true, isInDelivery: true, isDelivered: true, isCanceled: true, isFailed: true,
  isDelivery: true, isDineIn: true, isPaid: true,
} as const satisfies OrdersSelect

/** An order behind a public link: the public fields, its number and link secret always set. */
export type PublicOrderDoc = Pick<Order, 'id' | keyof typeof PUBLIC_SELECT> & PublicLink

/**
 * The order behind a public link, or null for an unknown number or a wrong hash alike (the answer
 * reveals nothing about which one was wrong).
 */
export async function findPublicOrder(payload: Payload, uid: string, hash: string): Promise<PublicOrderDoc | null> {
  const order = await findOrderByLink(payload, uid, hash, PUBLIC_SELECT, {
    branches: { name: true, identifier: true, street: true, zipCode: true, city: true, phone: true, email: true },
    uploads: { version: true, extension: true, filename: true },
  })
  return order && hasPublicLink(order) ? order : null
}

/** The public view: status flags, appointment data, branch contact and the documents' paths (through the order's link, see orderUploadPath). */
export function publicOrderView(order: PublicOrderDoc): PublicOrder {
  const snapshot = order.snapshot ?? {}
  const acknowledgement = isPopulated(snapshot.orderAcknowledgement) ? snapshot.orderAcknowledgement : null
  return {
    id: order.id,
    uid: order.uid,
    hash: order.hash,
    shop: order.shop,
    isRejected: order.isRejected,
    rejectionMessage: order.rejectionMessage ?? null,
    isCompleted: order.isCompleted,
    isConfirmed: order.isConfirmed,
    isInDelivery: order.isInDelivery,
    isDelivered: order.isDelivered,
    isCanceled: order.isCanceled,
    isFailed: order.isFailed,
    isDelivery: order.isDelivery,
    isDineIn: order.isDineIn,
    isPaid: order.isPaid,
    paymentMethod: order.paymentMethod,
    appointmentDate: order.appointment ?? null,
    appointment: order.appointment ?? null,
    counterAppointment: order.counterAppointment ?? null,
    readyAt: order.readyAt ?? null,
    tableIdentifier: order.tableIdentifier ?? null,
    questionnaireRating: order.questionnaire?.rating ?? null,
    branch: order.branch ?? null,
    snapshot: {
      orderAcknowledgement: acknowledgement
        ? { id: acknowledgement.id, version: acknowledgement.version, extension: acknowledgement.extension, name: acknowledgement.filename, url: orderUploadPath(order, acknowledgement) }
        : null,
      trackingUrl: safeTrackingUrl(snapshot.trackingUrl),
    },
  }
}

import { timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'

import { safeTrackingUrl } from '../../domain/orders/trackingUrl'
import { orderUploadPath } from '../media/staticPath'

/** The fields the public status screen reads (ordering-storefront.md section 3) and nothing personal beyond. */
const PUBLIC_SELECT = {
  uid: true, hash: true, status: true, mode: true, paymentMethod: true, paymentStatus: true, rejectionMessage: true,
  appointment: true, counterAppointment: true, tableIdentifier: true, questionnaire: true, snapshot: true, branch: true, shop: true,
  isRejected: true, isCompleted: true, isConfirmed: true, isInDelivery: true, isDelivered: true, isCanceled: true, isFailed: true,
  isDelivery: true, isDineIn: true, isPaid: true,
} as const

export type PublicOrderDoc = Record<string, unknown> & {
  id: number
  uid: string
  hash: string
  status: string
  counterAppointment?: string | null
  questionnaire?: { rating?: number | null; submittedAt?: string | null } | null
}

const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The order behind a public link, or null for an unknown number or a wrong hash alike (the answer
 * reveals nothing about which one was wrong).
 */
export async function findPublicOrder(payload: Payload, uid: string, hash: string): Promise<PublicOrderDoc | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { uid: { equals: uid } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    select: PUBLIC_SELECT,
    populate: {
      branches: { name: true, identifier: true, street: true, zipCode: true, city: true, phone: true, email: true },
      uploads: { version: true, extension: true, filename: true },
    },
  })
  const order = docs[0] as unknown as PublicOrderDoc | undefined
  return order && typeof order.hash === 'string' && sameSecret(order.hash, hash) ? order : null
}

type Upload = { id: number; version?: number | null; extension?: string | null; filename?: string | null }

/** The public view: status flags, appointment data, branch contact and the documents' paths (through the order's link, see orderUploadPath). */
export function publicOrderView(order: PublicOrderDoc) {
  const snapshot = (order.snapshot ?? {}) as { orderAcknowledgement?: Upload | number | null; trackingUrl?: string | null }
  const acknowledgement = typeof snapshot.orderAcknowledgement === 'object' ? snapshot.orderAcknowledgement : null
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

import type { DeliveryAddress, KitchenItem, PickupTicket, StaffListItem, StaffListOrder, StaffOrderHead } from '@/src/domain/contracts/desk'
import { parseOrderNumber } from '@/src/domain/orders'

import type { BoardItem, BoardOrder, FrontdeskTicket } from './types'

/**
 * The desk's answers as cards. The kitchen call and the staff lists answer the card fields
 * (ticket, customer name, delivery address, total; src/server/desk/boardCard.ts); the order heads
 * of the history call (today's finished orders on 'Heute') carry only the raw fields, from which
 * the same card is made here.
 */

/** What any of the desk's answers says about an order, as far as a card needs it. */
type CardSource = Pick<
  StaffOrderHead,
  | 'id' | 'uid' | 'status' | 'mode' | 'createdAt' | 'appointment' | 'counterAppointment' | 'readyAt' | 'tableIdentifier' | 'comment'
  | 'paymentStatus' | 'paymentMethod' | 'companyName' | 'firstName' | 'lastName' | 'deliveryArea' | 'totals'
> &
  Partial<Pick<StaffListOrder, 'ticket' | 'customerName' | 'deliveryAddress' | 'total' | 'street' | 'zipCode' | 'city'>> & {
    items?: readonly (KitchenItem | StaffListItem)[] | null
  }

/** A text that is there, trimmed; null when missing or blank. */
const text = (value: string | null | undefined): string | null => value?.trim() || null

/** The day's running number of an order number ('20261121-0042' → '42'), else the number itself. */
function ticketOfUid(uid: string): string {
  const parsed = parseOrderNumber(uid)
  return parsed ? String(parsed.sequence) : uid
}

/** 'Thaliastraße 20, 1160 Wien' from the parts present; null when there are none. */
function addressText(address: Partial<DeliveryAddress> | null | undefined): string | null {
  if (!address) return null
  const place = [text(address.zipCode), text(address.city)].filter(Boolean).join(' ')
  return [text(address.street), place].filter(Boolean).join(', ') || null
}

/** The company or the person; the server's customer name where the answer has one. */
const nameOf = (order: CardSource): string | null =>
  text(order.customerName) ?? text(order.companyName) ?? ([text(order.firstName), text(order.lastName)].filter(Boolean).join(' ') || null)

/** Where a delivery goes: the answered delivery address, else the billing address, else the delivery area. */
const addressOf = (order: CardSource): string | null =>
  addressText(order.deliveryAddress) ?? addressText(order) ?? text(order.deliveryArea)

/** The gross total: the card's decimal text ('12.90'), else the order's totals. */
function totalOf(order: CardSource): number | null {
  const total = order.total === undefined || order.total.trim() === '' ? null : Number(order.total)
  if (total !== null && Number.isFinite(total)) return total
  const gross = order.totals?.gross
  return typeof gross === 'number' && Number.isFinite(gross) ? gross : null
}

const itemOf = (item: KitchenItem | StaffListItem): BoardItem => ({
  name: item.name,
  amount: item.amount,
  unit: text(item.unit),
  partsSummary: text(item.partsSummary),
  comment: text(item.comment),
})

/** One order of the kitchen call, the staff lists or the history as a card. */
export function cardOf(order: CardSource): BoardOrder {
  const uid = text(order.uid) ?? String(order.id)
  return {
    id: order.id,
    uid,
    ticket: text(order.ticket) ?? ticketOfUid(uid),
    status: order.status,
    mode: order.mode ?? null,
    createdAt: text(order.createdAt),
    appointment: text(order.appointment),
    counterAppointment: text(order.counterAppointment),
    readyAt: text(order.readyAt),
    tableIdentifier: text(order.tableIdentifier),
    comment: text(order.comment),
    customerName: nameOf(order),
    address: order.mode === 'delivery' ? addressOf(order) : null,
    total: totalOf(order),
    paymentStatus: text(order.paymentStatus),
    paymentMethod: text(order.paymentMethod),
    items: order.items === undefined ? null : (order.items ?? []).map(itemOf),
  }
}

/** The tickets of the pickup screen that have an order number to show. */
export const pickupTicketsOf = (tickets: readonly PickupTicket[]): FrontdeskTicket[] =>
  tickets.flatMap((ticket) => {
    const uid = text(ticket.uid)
    return uid ? [{ uid, ticket: text(ticket.ticket) ?? ticketOfUid(uid), status: ticket.status, appointment: text(ticket.appointment) }] : []
  })

import { isOrderStatus, parseOrderNumber, type OrderStatus } from '@/src/domain/orders'

import type { BoardItem, BoardOrder, DeskMode, FrontdeskTicket } from './types'

/**
 * The answers of the display calls turned into cards. The keyed kitchen call is being extended
 * (customer name, delivery address, total, payment, expected ready time): every one of those
 * fields is optional here, so the board works with the answer before and after.
 */

type Raw = Record<string, unknown>

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const number = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null
}
const record = (value: unknown): Raw | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : null)
const isMode = (value: unknown): value is DeskMode => value === 'takeaway' || value === 'delivery' || value === 'dineIn'

/** The day's running number of an order number ('20261121-0042' → '42'), else the number itself. */
function ticketOfUid(uid: string): string {
  const parsed = parseOrderNumber(uid)
  return parsed ? String(parsed.sequence) : uid
}

function items(value: unknown): BoardItem[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const item = record(entry)
    const name = text(item?.name)
    if (!item || !name) return []
    return [{ name, amount: number(item.amount) ?? 1, unit: text(item.unit), partsSummary: text(item.partsSummary), comment: text(item.comment) }]
  })
}

/** 'Thaliastraße 20, 1160 Wien' from the parts present. */
function addressText(street: unknown, zip: unknown, city: unknown): string | null {
  const place = [text(zip), text(city)].filter(Boolean).join(' ')
  return [text(street), place].filter(Boolean).join(', ') || null
}

const nameOf = (raw: Raw): string | null =>
  text(raw.customerName) ?? text(raw.companyName) ?? ([text(raw.firstName), text(raw.lastName)].filter(Boolean).join(' ') || null)

function addressOf(raw: Raw): string | null {
  const delivery = record(raw.deliveryAddress)
  const fromCall = delivery ? addressText(delivery.street, delivery.zip ?? delivery.zipCode, delivery.city) : text(raw.deliveryAddress)
  return fromCall ?? addressText(raw.street, raw.zipCode, raw.city) ?? text(raw.deliveryArea)
}

const totalOf = (raw: Raw): number | null => number(raw.total) ?? number(record(raw.totals)?.gross)

/** One order of any display or staff list call as a card; null when it lacks an id or a known status. */
function boardOrderOf(value: unknown): BoardOrder | null {
  const raw = record(value)
  const id = number(raw?.id)
  if (!raw || id === null || !isOrderStatus(raw.status)) return null
  const uid = text(raw.uid) ?? String(id)
  return {
    id,
    uid,
    ticket: text(raw.ticket) ?? ticketOfUid(uid),
    status: raw.status,
    mode: isMode(raw.mode) ? raw.mode : null,
    createdAt: text(raw.createdAt),
    appointment: text(raw.appointment),
    counterAppointment: text(raw.counterAppointment),
    readyAt: text(raw.readyAt),
    tableIdentifier: text(raw.tableIdentifier),
    comment: text(raw.comment),
    customerName: nameOf(raw),
    address: raw.mode === 'delivery' ? addressOf(raw) : null,
    total: totalOf(raw),
    paymentStatus: text(raw.paymentStatus),
    paymentMethod: text(raw.paymentMethod),
    items: 'items' in raw ? items(raw.items) : null,
  }
}

/** The `docs` of a list answer as cards (entries that are no order are left out). */
export function boardOrdersOf(answer: unknown): BoardOrder[] {
  const docs = record(answer)?.docs
  return Array.isArray(docs) ? docs.flatMap((doc) => boardOrderOf(doc) ?? []) : []
}

/** The `docs` of the front-desk call as tickets. */
export function frontdeskTicketsOf(answer: unknown): FrontdeskTicket[] {
  const docs = record(answer)?.docs
  if (!Array.isArray(docs)) return []
  return docs.flatMap((doc) => {
    const raw = record(doc)
    const uid = text(raw?.uid)
    if (!raw || !uid || !isOrderStatus(raw.status)) return []
    const status: OrderStatus = raw.status
    return [{ uid, ticket: text(raw.ticket) ?? ticketOfUid(uid), status, appointment: text(raw.appointment) }]
  })
}

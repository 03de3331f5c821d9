import type { PickupTicket } from '@/src/domain/contracts/desk'
import type { OrderStatus } from '@/src/domain/orders'
import type { DeliveryMode } from '@/src/domain/delivery/types'

export interface BoardItem {
  name: string
  amount: number
  unit: string | null
  partsSummary: string | null
  comment: string | null
}

/** One card of the board, whichever call it came from (keyed display call or the staff lists). */
export interface BoardOrder {
  id: number
  uid: string
  ticket: string
  status: OrderStatus
  mode: DeliveryMode | null
  createdAt: string | null
  appointment: string | null
  counterAppointment: string | null
  readyAt: string | null
  tableIdentifier: string | null
  comment: string | null
  customerName: string | null
  /** 'Thaliastraße 20, 1160 Wien' for delivery orders (or the delivery area when no address came). */
  address: string | null
  total: number | null
  paymentStatus: string | null
  paymentMethod: string | null
  /** null: the call does not carry items (the admin's finished orders). */
  items: BoardItem[] | null
}

/** A ticket of the pickup screen, one with an order number: no names, no contact data, no prices. */
export type FrontdeskTicket = PickupTicket & { uid: string }

/** Where a board reads its orders: the keyed display call, or the staff lists with the session. */
export type BoardFeed =
  | { kind: 'keyed'; branchId: number; apiKey: string }
  | { kind: 'staff'; branchId: number }

/** A branch as the displays name it. */
export interface DeskBranch {
  id: number
  name: string
}

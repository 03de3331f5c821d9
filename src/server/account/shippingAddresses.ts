import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { shippingAddressBody, type ShippingAddress } from '@/src/domain/contracts/account'
import { ApiError } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'
import { transactionDb } from '@/src/server/db/transaction'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

import { requireOwnCustomerId } from './shopAccount'

/**
 * The shipping addresses of a shop customer (parts-shop-and-site.md sections 2, 3 and 5), kept in
 * the customer record's `data.shippingAddresses` as `[{ value: address }]` and addressed by their
 * zero-based index. Only the signed-in customer's own record is ever read or written: the caller
 * never names a customer.
 */

const NOT_FOUND = 'Die Lieferadresse wurde nicht gefunden.'
/** The only country of the address form ('Österreich', read-only), stored as its code. */
const SHIPPING_COUNTRY_CODE = 'AT'

/** The customer's addresses in order (index = position). */
export async function shippingAddressesOf(payload: Payload, customerId: number, req?: PayloadRequest): Promise<ShippingAddress[]> {
  const customer = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true, req, select: { data: true } })
  return (customer.data?.shippingAddresses ?? []).map((entry) => entry.value ?? ({} as ShippingAddress))
}

/**
 * Changes the caller's address list under a row lock on the customer (two tabs saving at once
 * cannot lose an address) and answers the new list.
 */
async function changeAddresses(req: PayloadRequest, change: (addresses: ShippingAddress[]) => ShippingAddress[]): Promise<ShippingAddress[]> {
  const customerId = requireOwnCustomerId(req)
  const { payload } = req
  return inTransaction(req, async () => {
    const db = await transactionDb(payload, req)
    await db.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`)
    const next = change(await shippingAddressesOf(payload, customerId, req))
    await payload.update({
      collection: 'customers', id: customerId, depth: 0, overrideAccess: true, req, select: { email: true },
      data: { data: { shippingAddresses: next.map((value) => ({ value })) } },
    })
    return next
  })
}

const addressOf = (body: unknown): ShippingAddress => {
  const input = parseInput(shippingAddressBody, body)
  const orNull = (value: string | undefined) => value ?? null
  return {
    ...input, companyName: orNull(input.companyName), firstName: orNull(input.firstName), lastName: orNull(input.lastName),
    stairway: orNull(input.stairway), floor: orNull(input.floor), door: orNull(input.door), country: SHIPPING_COUNTRY_CODE,
  }
}

const checkedIndex = (addresses: ShippingAddress[], index: number): number => {
  if (!Number.isInteger(index) || index < 0 || index >= addresses.length) throw new ApiError(NOT_FOUND, 404)
  return index
}

export const addShippingAddress = (req: PayloadRequest, body: unknown) => {
  const address = addressOf(body)
  return changeAddresses(req, (addresses) => [...addresses, address])
}

export const updateShippingAddress = (req: PayloadRequest, index: number, body: unknown) => {
  const address = addressOf(body)
  return changeAddresses(req, (addresses) => {
    const changed = checkedIndex(addresses, index)
    return addresses.map((entry, position) => (position === changed ? address : entry))
  })
}

export const deleteShippingAddress = (req: PayloadRequest, index: number) =>
  changeAddresses(req, (addresses) => {
    const removed = checkedIndex(addresses, index)
    return addresses.filter((_entry, position) => position !== removed)
  })

/** The caller's own addresses (GET). */
export const ownShippingAddresses = (req: PayloadRequest) => shippingAddressesOf(req.payload, requireOwnCustomerId(req), req)

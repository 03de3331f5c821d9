import type { Endpoint, PayloadRequest } from 'payload'

import type { ShippingAddress, ShippingAddressesAnswer } from '@/src/domain/contracts/account'
import { addShippingAddress, deleteShippingAddress, ownShippingAddresses, updateShippingAddress } from '@/src/server/account/shippingAddresses'

import { jsonBody } from '@/src/server/http/requestBody'

/**
 * The signed-in shop customer's shipping addresses under /api/custom/account/shipping (the spec's
 * 'custom create/update/delete shipping'): always the caller's own customer record; an address is
 * named by its zero-based index. Every answer is the list after the change, `{ addresses }`.
 */

const answer = (addresses: ShippingAddress[], status = 200) => Response.json({ addresses } satisfies ShippingAddressesAnswer, { status, headers: { 'Cache-Control': 'private, no-store' } })
const indexOf = (req: PayloadRequest) => {
  const raw = String(req.routeParams?.index ?? '')
  return /^\d{1,6}$/.test(raw) ? Number(raw) : -1
}

export const shippingEndpoints: Endpoint[] = [
  { path: '/custom/account/shipping', method: 'get', handler: async (req) => answer(await ownShippingAddresses(req)) },
  { path: '/custom/account/shipping', method: 'post', handler: async (req) => answer(await addShippingAddress(req, await jsonBody(req)), 201) },
  { path: '/custom/account/shipping/:index', method: 'put', handler: async (req) => answer(await updateShippingAddress(req, indexOf(req), await jsonBody(req))) },
  { path: '/custom/account/shipping/:index', method: 'delete', handler: async (req) => answer(await deleteShippingAddress(req, indexOf(req))) },
]

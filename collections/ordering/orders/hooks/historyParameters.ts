import type { CollectionBeforeOperationHook } from 'payload'

import { historyParametersWhere } from '@/src/server/orders/workflow/lists/historyParameters'

/** The plain list's own address, /api/orders (not /api/orders/{id} nor the custom lists below it). */
const isPlainList = (url: string | undefined) => !!url && /\/orders\/?$/.test(new URL(url, 'http://localhost').pathname)

/**
 * GET /api/orders with the history parameters (from, to, status, branch, search) for staff: they
 * narrow the list in addition to any `where` (Payload's own filters, the admin's list), and the
 * order access still applies. Other operations and the Local API are left alone.
 */
export const applyHistoryParameters: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.payloadAPI !== 'REST' || 'id' in args || !isPlainList(req.url)) return args
  const history = historyParametersWhere(req)
  if (!history) return args
  return { ...args, where: args.where ? { and: [args.where, history] } : history }
}

import type { Endpoint } from 'payload'

import { CHECKOUT_MESSAGES } from '@/src/domain/cart/checkoutMessages'
import { cartQuoteInput, type CartQuoteAnswer } from '@/src/domain/contracts/ordering'
import { quoteCart } from '@/src/domain/pricing'
import { ApiError } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'
import { parseInput } from '@/src/server/http/validation'
import { loadOrderingContext } from '@/src/server/orders/ordering/context'
import { checkItems } from '@/src/server/orders/ordering/items'

/**
 * POST /api/cart/quote: the authoritative price of a cart — lines with the amounts snapped onto
 * each product's grid, VAT by rate, delivery fee, totals, the approximate flag, item count and the
 * minimum-order state with its German message. Lines that cannot be ordered are left out and
 * reported in `errors`.
 */
export const quoteEndpoint: Endpoint = {
  path: '/cart/quote',
  method: 'post',
  handler: async (req) => {
    const input = parseInput(cartQuoteInput, await jsonBody(req))
    const context = await loadOrderingContext(req.payload, { ...input, table: null, donatee: null }, new Date())
    if (!context.branch || !context.branch.isEnabled) throw new ApiError(CHECKOUT_MESSAGES.branchUnavailable, 404)
    const { items, errors } = checkItems(input.items, context)
    const quote = quoteCart({ branch: context.branch, mode: input.mode, deliveryAreaName: input.deliveryArea, items, now: context.now, currency: context.settings.currency })
    const answer: CartQuoteAnswer = { ...quote, errors }
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
  },
}

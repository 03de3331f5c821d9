import type { Endpoint } from 'payload'
import { z } from 'zod'

import { CHECKOUT_MESSAGES } from '@/src/domain/cart/checkoutMessages'
import { quoteCart } from '@/src/domain/pricing'
import { ApiError } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'
import { parseInput } from '@/src/server/http/validation'
import { itemInput } from '@/src/server/orders/input'
import { loadOrderingContext } from '@/src/server/orders/ordering/context'
import { checkItems } from '@/src/server/orders/ordering/items'

const quoteInput = z.object({
  branch: z.union([z.number().int().positive(), z.string().trim().min(1).max(100)]),
  mode: z.enum(['takeaway', 'delivery', 'dineIn'], { error: 'Bitte wählen Sie Abholung, Lieferung oder Vor Ort.' }),
  deliveryArea: z.string().trim().max(200).optional().nullable(),
  items: z.array(itemInput).max(100, CHECKOUT_MESSAGES.tooManyItems),
})

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
    const input = parseInput(quoteInput, await jsonBody(req))
    const context = await loadOrderingContext(req.payload, { ...input, table: null, donatee: null } as never, new Date())
    if (!context.branch || !context.branch.isEnabled) throw new ApiError(CHECKOUT_MESSAGES.branchUnavailable, 404)
    const { items, errors } = checkItems(input.items, context)
    const quote = quoteCart({ branch: context.branch, mode: input.mode, deliveryAreaName: input.deliveryArea, items, now: context.now, currency: context.settings.currency })
    return Response.json({ ...quote, errors }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

import type { Endpoint } from 'payload'
import { z } from 'zod'

import { CHECKOUT_MESSAGES } from '@/src/domain/cart/checkoutMessages'
import { quoteCart } from '@/src/domain/pricing'
import { errorResponse, jsonBody, validationErrors } from '@/src/server/api/responses'
import { itemInput } from '@/src/server/orders/input'
import { loadOrderingContext } from '@/src/server/orders/orderingContext'
import { checkItems } from '@/src/server/orders/orderingItems'

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
    const parsed = quoteInput.safeParse(await jsonBody(req))
    if (!parsed.success) return validationErrors(parsed.error)
    const input = { ...parsed.data, table: null, donatee: null }
    const context = await loadOrderingContext(req.payload, input as never, new Date())
    if (!context.branch || !context.branch.isEnabled) return errorResponse(404, CHECKOUT_MESSAGES.branchUnavailable)
    const { items, errors } = checkItems(parsed.data.items, context)
    const quote = quoteCart({ branch: context.branch, mode: parsed.data.mode, deliveryAreaName: parsed.data.deliveryArea, items, now: context.now, currency: context.settings.currency })
    return Response.json({ ...quote, errors }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

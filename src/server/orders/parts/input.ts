import { z } from 'zod'

import { itemInput } from '../input'

/**
 * The parts-shop checkout (parts-shop-and-site.md section 3, Checkout form, plus the cart lines);
 * `shop: 'parts'` is optional, see ../checkoutShop.ts.
 */
export const partsCheckoutInput = z.object({
  shop: z.literal('parts').nullish(),
  comment: z.string().trim().max(2000).optional().nullable(),
  ticketNumber: z.string().trim().max(60).optional().nullable(),
  shippingAddress: z.number().int().min(0).optional().nullable(),
  priority: z.boolean().optional().default(false),
  items: z.array(itemInput).max(200, 'Ihr Warenkorb enthält zu viele Positionen.'),
})

export type PartsCheckout = z.infer<typeof partsCheckoutInput>

import { z } from 'zod'

import type { ImageRef } from '../media'
import type { PriceDisplay, PriceTierRow } from '../pricing'
import type { PartValue } from '../cart/types'
import { itemInput } from './ordering'

/**
 * The parts shop's calls between server and browser (parts-shop-and-site.md sections 3, 4 and 7):
 * the product as every call answers it, the cart's prices, the cart saved with the account and
 * the parts checkout. The endpoints parse the bodies with these schemas and build these answers;
 * the shop's screens send and read the same.
 */

export type ShopAttribute = { type: 'textAttribute'; label: string; value: string } | { type: 'listAttribute'; label: string; values: string[] }

/**
 * A parts-shop product as the shop's calls answer it (section 3, Product): the product fields, its
 * `content`, and what this viewer sees as its price. Prices, tiers, promotions and the surcharge
 * are left out (null, empty) for a viewer who may not see prices; the material group for anyone
 * but staff.
 */
export interface ShopProduct {
  id: number
  uid: string
  name: string
  /** The title part of the product's address /shop/produkte/{uid}/{slug}. */
  slug: string
  price: number | null
  tax: number
  isPriceHidden: boolean
  isEnabled: boolean
  isPublic: boolean
  unit: string
  minimumQuantity: number
  defaultQuantity: number | null
  defaultUnit: string | null
  quantityStepSize: number
  config: { parts: { name: string; type: string; optional: boolean }[] }
  content: {
    description: string | null
    shortDescription: string | null
    materialGroup: string | null
    mkz: number | null
    categories: { value: string }[]
    discounts: { type: string; minimumAmount: number; newPrice: number }[]
    salesPrice: { price: number; endDate: string | null } | null
    attributes: ShopAttribute[]
    images: ImageRef[]
    requiredAccessories: number[]
    optionalAccessories: number[]
    weight: number
    importSettings: { keepImages: boolean }
  }
  /** The price as this viewer sees it ('Preis auf Anfrage' when hidden) and the 'Preisstaffelung' rows. */
  display: { price: PriceDisplay; tiers: PriceTierRow[] }
}

/** GET /api/custom/products/uid/{uid} and /api/custom/products/{id}. */
export interface ShopProductAnswer {
  data: ShopProduct
}

const MAX_CART_LINES = 200
const TOO_MANY_LINES = 'Ihr Warenkorb enthält zu viele Positionen.'

/**
 * POST /api/custom/cart/quote and PUT /api/custom/cart: the cart's lines as the server keeps them
 * (product id, amount, unit, comment and wanted date); any price the browser adds is ignored.
 */
export const partsCartBody = z.object({
  items: z.array(itemInput).max(MAX_CART_LINES, TOO_MANY_LINES),
})

/** One priced line of the cart; `available: false` for a part that is no longer listed (not priced). */
export type QuotedLine =
  | { index: number; product: number; available: false }
  | { index: number; product: number; available: true; amount: number; unitNetAfterDiscount: number; lineNet: number; listUnitNet: number; isDiscounted: boolean }

/** POST /api/custom/cart/quote: the cart's lines and totals as the customer will be charged. */
export interface CartQuote {
  lines: QuotedLine[]
  totals: { netBeforeDiscount: number; discount: number; discountPercentage: number; netAfterDiscount: number; taxes: { rate: string; amount: number }[]; gross: number }
}

/** A saved cart line: the product as the shop shows it to this customer, and what the buyer chose. */
export interface SavedCartLine {
  product: ShopProduct
  amount: number
  unit: string | null
  parts: PartValue[]
}

/** GET /api/custom/cart: the account's saved cart (savedAt null when none was saved). */
export interface SavedCart {
  savedAt: string | null
  items: SavedCartLine[]
}

/** PUT /api/custom/cart: when the cart was saved. */
export interface CartSaved {
  savedAt: string
}

/**
 * POST /api/orders, the parts-shop checkout (section 3, Checkout form, plus the cart lines);
 * `shop: 'parts'` is optional (src/server/orders/checkoutShop.ts). Answered with ordering's
 * OrderPlacement, `{ uid, hash }` (parts are paid by invoice).
 */
export const partsCheckoutBody = z.object({
  shop: z.literal('parts').nullish(),
  comment: z.string().trim().max(2000).optional().nullable(),
  ticketNumber: z.string().trim().max(60).optional().nullable(),
  shippingAddress: z.number().int().min(0).optional().nullable(),
  priority: z.boolean().optional().default(false),
  items: z.array(itemInput).max(MAX_CART_LINES, TOO_MANY_LINES),
})

export type PartsCheckout = z.output<typeof partsCheckoutBody>

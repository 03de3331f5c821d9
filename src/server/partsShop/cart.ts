import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { itemInput } from '@/src/domain/contracts/ordering'
import { partsCartBody, type CartQuote, type CartSaved, type QuotedLine, type SavedCart, type SavedCartLine } from '@/src/domain/contracts/partsShop'
import { priceShopCart } from '@/src/domain/pricing'
import { limitsForUnit, parseAmount, snapAmount } from '@/src/domain/quantity'
import { customerIdsOf } from '@/src/domain/roles'
import type { CartItem, PartValue } from '@/src/domain/cart/types'
import type { Customer, Product } from '@/src/payload-types'
import { requireShopAccount } from '@/src/server/account/shopAccount'
import { parseInput } from '@/src/server/http/validation'
import { domainProduct } from '@/src/server/products/toDomain'

import { findListedProducts } from './products'
import { toShopProduct } from './shopProduct'
import { shopViewerOf } from './viewer'

/**
 * The parts cart on the server (parts-shop-and-site.md sections 2, 3 and 4): its prices, worked out
 * here with the customer's discounts (the browser never prices), and the cart saved with the
 * account, so it follows the buyer to another device. Only for signed-in shop customers.
 */

type Line = z.output<typeof itemInput>

/** Snaps a line onto its product's amount grid; the line's product in the domain's shape. */
function cartItemOf(line: Line, product: Product): CartItem {
  const unit = product.unit ?? 'amount'
  const domain = domainProduct(product)
  const amount = snapAmount(parseAmount(line.amount), limitsForUnit(domain, unit))
  return { product: domain, amount, unit, parts: (line.parts ?? []) as PartValue[] }
}

/** POST /api/custom/cart/quote: the cart's lines and totals as the customer will be charged (net, discounts, VAT per rate, gross). */
export async function quotePartsCart(req: PayloadRequest, body: unknown, now = new Date()): Promise<CartQuote> {
  const account = requireShopAccount(req)
  const { items } = parseInput(partsCartBody, body)
  const customerId = customerIdsOf(account)[0]
  const [products, customer] = await Promise.all([
    findListedProducts(req.payload, [...new Set(items.map((line) => line.product))]),
    customerId ? req.payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true, disableErrors: true, select: { discounts: true } }) : null,
  ])
  const byId = new Map(products.map((product) => [product.id, product]))
  const priced = items.flatMap((line, index) => {
    const product = byId.get(line.product)
    return product ? [{ index, item: cartItemOf(line, product) }] : []
  })
  const pricing = priceShopCart(priced.map((entry) => entry.item), { now, materialGroupDiscounts: discountsOf(customer) })
  const quoted = new Map(priced.map((entry, position) => [entry.index, { item: entry.item, line: pricing.lines[position] }]))
  const total = pricing.totalPricing
  return {
    lines: items.map((line, index): QuotedLine => {
      const entry = quoted.get(index)
      if (!entry) return { index, product: line.product, available: false }
      return {
        index, product: line.product, available: true, amount: Number(entry.item.amount),
        unitNetAfterDiscount: entry.line.netAfterDiscount, lineNet: entry.line.totalNetAfterDiscount,
        listUnitNet: entry.line.listUnitNet, isDiscounted: entry.line.isDiscounted,
      }
    }),
    totals: {
      netBeforeDiscount: total.totalNetBeforeDiscount,
      discount: total.totalNetDiscount,
      discountPercentage: total.totalNetDiscountPercentage,
      netAfterDiscount: total.totalNetAfterDiscount,
      taxes: Object.entries(total.taxes).map(([rate, amount]) => ({ rate, amount })).sort((a, b) => Number(b.rate) - Number(a.rate)),
      gross: total.totalGross,
    },
  }
}

const discountsOf = (customer: Pick<Customer, 'discounts'> | null) =>
  Object.fromEntries((customer?.discounts ?? []).map((entry) => [entry.materialGroup, entry.percentage]))

type StoredCart = { savedAt: string; items: Line[] }

const storedCartOf = (value: unknown): StoredCart | null => {
  const parsed = z.object({ savedAt: z.string(), items: z.array(itemInput) }).safeParse(value)
  return parsed.success ? parsed.data : null
}

/** GET /api/custom/cart: the account's saved cart with current product data (parts no longer listed are left out). */
export async function loadSavedCart(req: PayloadRequest, now = new Date()): Promise<SavedCart> {
  const account = requireShopAccount(req)
  const stored = await req.payload.findByID({ collection: 'external-users', id: account.id, depth: 0, overrideAccess: true, select: { cart: true } })
  const cart = storedCartOf(stored.cart)
  if (!cart) return { savedAt: null, items: [] }
  const viewer = await shopViewerOf(req.payload, account)
  const products = new Map((await findListedProducts(req.payload, [...new Set(cart.items.map((line) => line.product))])).map((product) => [product.id, product]))
  const items = cart.items.flatMap((line): SavedCartLine[] => {
    const product = products.get(line.product)
    return product ? [{ product: toShopProduct(product, viewer, now), amount: Number(line.amount), unit: line.unit ?? null, parts: (line.parts ?? []) as PartValue[] }] : []
  })
  return { savedAt: cart.savedAt, items }
}

/** PUT /api/custom/cart: saves the account's cart (product ids, amounts, units, comment and date); answers when it was saved. */
export async function saveCart(req: PayloadRequest, body: unknown, now = new Date()): Promise<CartSaved> {
  const account = requireShopAccount(req)
  const { items } = parseInput(partsCartBody, body)
  const cart: StoredCart = { savedAt: now.toISOString(), items }
  await req.payload.update({ collection: 'external-users', id: account.id, data: { cart }, depth: 0, overrideAccess: true, select: { email: true } })
  return { savedAt: cart.savedAt }
}

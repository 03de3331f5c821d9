import { firstLineWithoutComment } from '@/src/domain/cart/lineComment'
import { deliveryDateProblem } from '@/src/domain/cart/deliveryDate'
import { CHECKOUT_MESSAGES, productMessage } from '@/src/domain/cart/checkoutMessages'
import type { PartsCheckout } from '@/src/domain/contracts/partsShop'
import { priceShopCart, type ShopCartPricing } from '@/src/domain/pricing'
import { limitsForUnit, parseAmount, snapAmount } from '@/src/domain/quantity'
import type { CartItem, PartValue } from '@/src/domain/cart/types'
import type { Customer } from '@/src/payload-types'
import { NO_CUSTOMER } from '@/src/server/account/shopAccount'
import type { FieldError } from '@/src/server/http/apiError'
import type { PartsContext } from './context'

const PARTS_MESSAGES = {
  notApproved: 'Nur freigeschaltete Kundenkonten können bestellen. Bitte melden Sie sich an.',
  unknownShippingAddress: 'Die gewählte Lieferadresse gibt es nicht mehr. Bitte wählen Sie eine andere.',
  emptyCart: 'Keine Artikel im Warenkorb',
}

/** A shipping address of the customer record (its `data.shippingAddresses`). */
export type ShippingAddress = NonNullable<NonNullable<Customer['data']>['shippingAddresses']>[number]['value']

export type CheckedParts = { customer: Customer; items: CartItem[]; pricing: ShopCartPricing; shippingAddress: ShippingAddress | null }
export type PartsCheck = { ok: true; order: CheckedParts } | { ok: false; status: 403 | 422; errors: FieldError[] }

/**
 * The parts-shop rules before an order is stored: an approved account with a customer, public
 * enabled parts with amounts on their grid, a comment on every line that needs one, wanted delivery
 * dates not before tomorrow, an existing shipping address; priced with the customer's discounts.
 */
export function validateParts(input: PartsCheckout, context: PartsContext): PartsCheck {
  if (!context.account) return { ok: false, status: 403, errors: [{ message: PARTS_MESSAGES.notApproved }] }
  const customer = context.customer
  if (!customer) return { ok: false, status: 403, errors: [{ message: NO_CUSTOMER }] }
  const errors: FieldError[] = []
  if (input.items.length === 0) errors.push({ field: 'items', message: PARTS_MESSAGES.emptyCart })

  const items: CartItem[] = []
  input.items.forEach((line, index) => {
    const product = context.products.get(line.product)
    if (!product) return errors.push({ field: `items.${index}`, message: productMessage(CHECKOUT_MESSAGES.productUnavailable, 'Artikel') })
    const unit = product.unit ?? 'amount'
    const amount = snapAmount(parseAmount(line.amount), limitsForUnit(product, unit))
    const parts: PartValue[] = line.parts ?? []
    const date = deliveryDateProblem(typeof parts[1] === 'string' ? parts[1] : null, context.now)
    if (date) errors.push({ field: `items.${index}.parts.1`, message: date.message })
    items.push({ product, amount, unit, parts })
  })
  const missingComment = firstLineWithoutComment(items)
  if (missingComment) errors.push({ field: `items.${missingComment.index}.parts.0`, message: missingComment.message })

  const addresses = customer.data?.shippingAddresses ?? []
  const shippingAddress = input.shippingAddress == null ? null : (addresses[input.shippingAddress]?.value ?? undefined)
  if (shippingAddress === undefined) errors.push({ field: 'shippingAddress', message: PARTS_MESSAGES.unknownShippingAddress })
  if (errors.length > 0) return { ok: false, status: 422, errors }

  const materialGroupDiscounts = Object.fromEntries((customer.discounts ?? []).map((entry) => [entry.materialGroup, entry.percentage]))
  const pricing = priceShopCart(items, { now: context.now, materialGroupDiscounts })
  return { ok: true, order: { customer, items, pricing, shippingAddress: shippingAddress ?? null } }
}

import { isItemValid } from '@/src/domain/cart/itemValidity'
import { CHECKOUT_MESSAGES, productMessage } from '@/src/domain/cart/checkoutMessages'
import type { ItemInput } from '@/src/domain/contracts/ordering'
import { uploadRefsOf } from '@/src/domain/media'
import { parseAmount, limitsForUnit, snapAmount } from '@/src/domain/quantity'
import type { CartItem, PartValue } from '@/src/domain/cart/types'
import { toBaseAmount } from '@/src/domain/units/convert'

import type { FieldError } from '@/src/server/http/apiError'
import type { OrderingContext } from './context'

/**
 * The cart lines as the server trusts them: products looked up, amounts snapped onto the product's
 * grid, units and configurations checked, uploads verified by id and public hash.
 */
export function checkItems(inputs: ItemInput[], context: OrderingContext): { items: CartItem[]; errors: FieldError[] } {
  const items: CartItem[] = []
  const errors: FieldError[] = []
  inputs.forEach((input, index) => {
    const field = `items.${index}`
    const product = context.products.get(input.product)
    if (!product || !context.orderable.has(product.id)) {
      errors.push({ field, message: productMessage(CHECKOUT_MESSAGES.productUnavailable, product?.name ?? 'Produkt') })
      return
    }
    const unit = input.unit ?? product.unit ?? 'amount'
    if (toBaseAmount(product, 1, unit) === null) {
      errors.push({ field: `${field}.unit`, message: productMessage(CHECKOUT_MESSAGES.unitUnavailable, product.name) })
      return
    }
    const amount = snapAmount(parseAmount(input.amount), limitsForUnit(product, unit))
    const parts: PartValue[] = input.parts ?? []
    if (!isItemValid(product, parts, amount)) {
      errors.push({ field: `${field}.parts`, message: productMessage(CHECKOUT_MESSAGES.incompleteConfiguration, product.name) })
    }
    if (!uploadsExist(parts, context)) {
      errors.push({ field: `${field}.parts`, message: productMessage(CHECKOUT_MESSAGES.uploadMissing, product.name) })
    }
    items.push({ product, amount, unit, parts })
  })
  return { items, errors }
}

const uploadsExist = (parts: PartValue[], context: OrderingContext): boolean =>
  uploadRefsOf(parts).every((ref) => {
    const stored = context.uploads.get(Number(ref.id))
    return Boolean(stored && stored.publicHash && stored.publicHash === ref.publicHash)
  })

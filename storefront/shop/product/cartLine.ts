import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import type { ImageRef } from '@/src/domain/media'
import { defaultAmount, snapAmount } from '@/src/domain/quantity'
import type { CartItem } from '@/src/domain/cart/types'
import type { ConfigurablePart, PartType, Product } from '@/src/domain/products/types'
import type { QuantityLimits } from '@/src/domain/quantity/types'
import { isUnitName } from '@/src/domain/units'

import { shopUnitName } from './shopUnit'

/**
 * The product as a parts-shop cart line keeps it (parts-shop-and-site.md section 3, Cart item):
 * uid, name, price, isPriceHidden and content.images, plus what pricing, the comment rule and cart
 * migration read. The server prices the order again; this is the browser's copy.
 */
export type PartsCartProduct = Product & { content: { images: ImageRef[] } }

/** The parts shop keeps one cart, named 'default' (parts-shop-and-site.md section 9). */
export const PARTS_CART_NAME = 'default'

const PART_TYPES: readonly PartType[] = ['text', 'textarea', 'image', 'images', 'file', 'files', 'select', 'multiselect']
const partTypeOf = (type: string): PartType => PART_TYPES.find((known) => known === type) ?? 'text'

export function partsCartProduct(product: ShopProduct): PartsCartProduct {
  const parts: ConfigurablePart[] = product.config.parts.map((part) => ({ name: part.name, type: partTypeOf(part.type), optional: part.optional }))
  return {
    id: product.id,
    uid: product.uid,
    name: product.name,
    description: product.content.description,
    price: product.price,
    tax: product.tax,
    isPriceHidden: product.isPriceHidden,
    isPublic: product.isPublic,
    unit: shopUnitName(product.unit),
    minimumQuantity: product.minimumQuantity,
    quantityStepSize: product.quantityStepSize,
    defaultQuantity: product.defaultQuantity,
    defaultUnit: product.defaultUnit && isUnitName(product.defaultUnit) ? product.defaultUnit : null,
    config: { parts },
    materialGroup: product.content.materialGroup,
    mkz: product.content.mkz,
    discounts: product.content.discounts,
    salesPrice: product.content.salesPrice,
    content: { images: product.content.images },
  }
}

/** The quantity limits of the picker: minimum = minimumQuantity, step = quantityStepSize, no maximum. */
export const quantityLimitsOf = (product: Pick<Product, 'minimumQuantity' | 'quantityStepSize'>): QuantityLimits => ({
  minimumQuantity: product.minimumQuantity,
  quantityStepSize: product.quantityStepSize,
})

/**
 * The amount the quantity picker starts with: the parts shop's default amount rule, as long as it
 * answers in the base unit (the detail page orders in the base unit only), else the minimum.
 */
export function initialAmount(product: PartsCartProduct): number {
  const start = defaultAmount(product, 'partsShop')
  return start.unit === (product.unit ?? 'amount') ? start.amount : snapAmount(0, quantityLimitsOf(product))
}

/**
 * The cart line the detail page adds: the typed amount snapped onto the product's limits, the
 * product's base unit, and parts [comment, wanted delivery date] with the date still open.
 */
export function partsCartLine(product: PartsCartProduct, amount: number, comment: string): CartItem {
  return {
    product,
    amount: snapAmount(amount, quantityLimitsOf(product)),
    unit: product.unit ?? 'amount',
    parts: [comment.trim(), ''],
  }
}

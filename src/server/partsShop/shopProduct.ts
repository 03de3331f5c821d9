import type { ShopAttribute, ShopProduct } from '@/src/domain/contracts/partsShop'
import { imageRef, type ImageRef } from '@/src/domain/media'
import { groupDiscountFor, priceDisplay, priceTiers } from '@/src/domain/pricing'
import { slugify } from '@/src/domain/text'
import { domainProduct } from '@/src/server/products/toDomain'
import type { Image, Product } from '@/src/payload-types'

import type { ShopViewer } from './viewer'

/** The product fields a shop product is made of (a Local API `select`). */
export const SHOP_PRODUCT_SELECT = {
  name: true, uid: true, catalogue: true, description: true, shortDescription: true, price: true, tax: true, isPriceHidden: true,
  isEnabled: true, isPublic: true, unit: true, minimumQuantity: true, defaultQuantity: true, defaultUnit: true, quantityStepSize: true,
  config: true, materialGroup: true, mkz: true, categories: true, discounts: true, salesPrice: true, attributes: true, images: true,
  requiredAccessories: true, optionalAccessories: true, weight: true, importSettings: true,
} as const

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
const numberOr = <T>(value: unknown, fallback: T) => (value === null || value === undefined || value === '' ? fallback : Number(value))

function attributesOf(product: Product): ShopAttribute[] {
  return (product.attributes ?? []).map((attribute) =>
    attribute.type === 'listAttribute'
      ? { type: 'listAttribute', label: attribute.label, values: (attribute.values ?? []).map((entry) => entry.value) }
      : { type: 'textAttribute', label: attribute.label, value: attribute.value ?? '' },
  )
}

/**
 * The shop's view of a product (the contract's ShopProduct) for `viewer` at `now` (promotions end
 * by the shop's calendar day): prices, tiers, promotions and the surcharge only for a viewer who may
 * see prices, the material group only for staff.
 */
export function toShopProduct(product: Product, viewer: ShopViewer, now: Date): ShopProduct {
  const domain = domainProduct(product)
  const groupDiscountPercent = groupDiscountFor(domain, viewer.discounts.general, viewer.discounts.byMaterialGroup)
  const display = priceDisplay(domain, viewer, { now, groupDiscountPercent })
  const showsPrice = display.visible
  const sale = product.salesPrice?.price ? { price: Number(product.salesPrice.price), endDate: product.salesPrice.endDate ?? null } : null
  return {
    id: product.id,
    uid: product.uid ?? String(product.id),
    name: product.name,
    slug: slugify(product.name),
    price: showsPrice ? Number(product.price) : null,
    tax: numberOr(product.tax, 20),
    isPriceHidden: product.isPriceHidden === true,
    isEnabled: product.isEnabled !== false,
    isPublic: product.isPublic !== false,
    unit: product.unit ?? 'amount',
    minimumQuantity: numberOr(product.minimumQuantity, 1),
    defaultQuantity: numberOr(product.defaultQuantity, null),
    defaultUnit: product.defaultUnit ?? null,
    quantityStepSize: numberOr(product.quantityStepSize, 1),
    config: { parts: (product.config?.parts ?? []).map((part) => ({ name: part.name, type: part.type, optional: part.optional === true })) },
    content: {
      description: product.description ?? null,
      shortDescription: product.shortDescription ?? null,
      materialGroup: viewer.isEmployee ? (product.materialGroup ?? null) : null,
      mkz: showsPrice ? numberOr(product.mkz, 0) : null,
      categories: (product.categories ?? []).map(({ value }) => ({ value })),
      discounts: showsPrice
        ? (product.discounts ?? []).map((tier) => ({ type: tier.type ?? 'volumeDiscount', minimumAmount: Number(tier.minimumAmount), newPrice: Number(tier.newPrice) }))
        : [],
      salesPrice: showsPrice ? sale : null,
      attributes: attributesOf(product),
      images: (product.images ?? []).map((image) => imageRef(image as Image | number)).filter((image): image is ImageRef => image !== null),
      requiredAccessories: (product.requiredAccessories ?? []).map(idOf),
      optionalAccessories: (product.optionalAccessories ?? []).map(idOf),
      weight: numberOr(product.weight, 0),
      importSettings: { keepImages: product.importSettings?.keepImages === true },
    },
    display: { price: display, tiers: priceTiers(domain, viewer, groupDiscountPercent) },
  }
}

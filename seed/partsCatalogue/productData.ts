import { zoned } from '@/src/domain/text/dates'
import { calendarDay } from '../staff'
import type { PartImageKey } from './images'
import type { PartSpec, ProductData } from './partSpec'
import { centsOf, listGross, TIER_FACTORS, VAT } from './pricing'
import { NOT_PUBLIC, PRICE_HIDDEN, SALES_PRICES } from './specialCases'

/**
 * The `products` record of a part: gross list price, volume tiers, promotion, special cases and
 * the accessory links, resolved through `ids` (material number → product id).
 */
export function productData(spec: PartSpec, imageIds: Record<PartImageKey, number>, ids: Map<string, number>, now: Date): ProductData {
  const gross = spec.net > 0 ? listGross(spec.net) : 0
  const sale = SALES_PRICES[spec.uid]
  const idsOf = (uids: string[] | undefined) => (uids ?? []).map((uid) => ids.get(uid) as number)
  return {
    name: spec.name,
    uid: spec.uid,
    catalogue: 'parts',
    type: 'simple',
    description: spec.description,
    shortDescription: spec.short,
    images: [imageIds[spec.image]],
    isEnabled: true,
    isPublic: !NOT_PUBLIC.has(spec.uid),
    price: gross,
    isPriceHidden: PRICE_HIDDEN.has(spec.uid),
    tax: VAT,
    takeawayTax: VAT,
    dineInTax: VAT,
    unit: spec.unit ?? 'amount',
    calculationModel: 'fixed',
    minimumQuantity: spec.minimumQuantity ?? 1,
    quantityStepSize: spec.quantityStepSize ?? 1,
    defaultQuantity: null,
    defaultUnit: null,
    config: { parts: spec.commentOptional ? [{ name: 'Kommentar', type: 'text', optional: true }] : [] },
    materialGroup: spec.group,
    mkz: spec.mkz ?? 0,
    weight: spec.weight,
    categories: spec.categories.map((value) => ({ value })),
    attributes: spec.attributes,
    discounts: gross > 0
      ? (spec.tiers ?? []).map((minimumAmount, index) => ({
          type: 'volumeDiscount' as const,
          minimumAmount,
          newPrice: centsOf(gross, TIER_FACTORS[index]),
        }))
      : [],
    salesPrice: sale
      ? { price: centsOf(gross / (1 + VAT / 100), sale.factor), endDate: calendarDay(zoned(now).startOf('day').plus({ days: sale.days })) }
      : { price: null, endDate: null },
    requiredAccessories: idsOf(spec.required),
    optionalAccessories: idsOf(spec.optional),
    importSettings: { keepImages: false },
  }
}

import { grossFromNet, netFromGross, parseDecimal, round2, toDecimal } from '../money'
import { hasRole, ROLES } from '../roles'
import type { Numeric } from '../quantity/types'
import type { Product } from '../products/types'
import { clampPercent } from './shop/groupDiscount'
import { priceShopLine } from './shop/shopLine'
import { volumeDiscountTiers } from './shop/volumeDiscount'
import { PRICING_TEXTS } from './texts'

/** Who looks at a price: the user's roles and the first customer's VAT verification. */
export interface PriceViewer {
  roles?: readonly string[] | null
  isVatNumberVerified?: boolean | null
}

export interface PriceDisplayOptions {
  now: Date
  timeZone?: string
  /** Quantity the unit price is shown for (volume tiers); default 1. */
  quantity?: Numeric
  groupDiscountPercent?: unknown
}

type HiddenPrice = { visible: false; text: string }
type VisiblePrice = {
  visible: true
  /** Unit price to show after sales price, volume tier and group discount, 2 decimals. */
  amount: number
  /** The list price in the same terms (struck through when discounted). */
  listAmount: number
  isDiscounted: boolean
  isNet: boolean
  /** 'exkl. MwSt.' for net, 'inkl. MwSt.' for gross. */
  suffix: string
}
export type PriceDisplay = HiddenPrice | VisiblePrice

const HIDDEN: HiddenPrice = { visible: false, text: PRICING_TEXTS.priceOnRequest }

/**
 * Whether a price may be shown: the viewer has ROLE_USER, the product price parses to a
 * non-zero number and the price is not hidden.
 */
export function isPriceVisible(product: Pick<Product, 'price' | 'isPriceHidden'>, viewer: PriceViewer): boolean {
  const price = parseDecimal(product.price)
  return hasRole(viewer, ROLES.user) && price !== null && !price.isZero() && !product.isPriceHidden
}

/** Net ('exkl. MwSt.') for a verified VAT number, else gross ('inkl. MwSt.'). */
const terms = (viewer: PriceViewer) => {
  const isNet = viewer.isVatNumberVerified === true
  return { isNet, suffix: isNet ? PRICING_TEXTS.excludingVat : PRICING_TEXTS.includingVat }
}

/** What a parts-shop product card or detail page shows as its price. */
export function priceDisplay(product: Product, viewer: PriceViewer, options: PriceDisplayOptions): PriceDisplay {
  if (!isPriceVisible(product, viewer)) return HIDDEN
  const { isNet, suffix } = terms(viewer)
  // Quantity is meant in the base unit, so price the product as a unit-less line.
  const line = priceShopLine(
    { product: { ...product, unit: null, alternativeUnits: null }, amount: options.quantity ?? 1 },
    { now: options.now, timeZone: options.timeZone, groupDiscountPercent: options.groupDiscountPercent },
  )
  const show = (net: number) => round2(isNet ? net : grossFromNet(net, line.taxRate))
  return {
    visible: true,
    amount: show(line.netAfterDiscount),
    listAmount: isNet ? round2(line.listUnitNet) : round2(product.price),
    isDiscounted: line.isDiscounted,
    isNet,
    suffix,
  }
}

/** One row of the 'Preisstaffelung' tab: from `minimumAmount` units the unit price is `amount`. */
export interface PriceTierRow {
  minimumAmount: number
  amount: number
  isNet: boolean
  suffix: string
}

/**
 * The rows of the 'Preisstaffelung' tab: only when the price is visible and the product has more
 * than one discount entry; each tier's newPrice (gross) shown net or gross like any price.
 */
export function priceTiers(product: Product, viewer: PriceViewer, groupDiscountPercent?: unknown): PriceTierRow[] {
  const tiers = volumeDiscountTiers(product.discounts)
  if (!isPriceVisible(product, viewer) || (product.discounts ?? []).length <= 1) return []
  const { isNet, suffix } = terms(viewer)
  const keep = toDecimal(100).minus(clampPercent(groupDiscountPercent)).dividedBy(100)
  return tiers.map((tier) => {
    const gross = toDecimal(tier.newPrice).times(keep)
    return {
      minimumAmount: toDecimal(tier.minimumAmount).toNumber(),
      amount: round2(isNet ? netFromGross(gross, product.tax) : gross),
      isNet,
      suffix,
    }
  })
}

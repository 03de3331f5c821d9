import type Decimal from 'decimal.js-light'

import { isNumeric, netFromGross, round2, roundDecimal, taxFromGross, taxPercent, toDecimal } from '../money'
import type { DeliveryArea } from './types'

/** Why the fee is what it is. */
type DeliveryFeeReason = 'charged' | 'freeArea' | 'freeFromOrderValue'

/** The delivery fee as its own taxed position. Amounts: gross 2 decimals, net and tax 4. */
export interface DeliveryFee {
  area: string
  gross: number
  net: number
  tax: number
  /** The area's tax percent (non-numeric counts as 0). */
  taxRate: number
  isFree: boolean
  reason: DeliveryFeeReason
}

/**
 * The threshold from which delivery is free, or null when the area has none. A value of 0 or a
 * non-numeric value means "no threshold" (otherwise every order would ship free).
 */
export function freeFromThreshold(area: Pick<DeliveryArea, 'freeFromOrderValue'>): Decimal | null {
  if (!isNumeric(area.freeFromOrderValue)) return null
  const threshold = toDecimal(area.freeFromOrderValue)
  return threshold.greaterThan(0) ? threshold : null
}

/**
 * True when the goods reach the free-delivery threshold. The hint reads 'Kostenlose Lieferung
 * ab {amount}.' ("from"), so a goods total EQUAL to the threshold already ships free.
 */
export function reachesFreeDelivery(area: Pick<DeliveryArea, 'freeFromOrderValue'>, goodsGross: unknown): boolean {
  const threshold = freeFromThreshold(area)
  return threshold !== null && toDecimal(goodsGross).greaterThanOrEqualTo(threshold)
}

/**
 * Delivery fee of an area for a gross goods total: the area's price, 0 if the area is free or
 * the goods reach freeFromOrderValue. Its tax uses the area's tax percent.
 */
export function deliveryFee(area: DeliveryArea, goodsGross: unknown): DeliveryFee {
  const taxRate = taxPercent(area.tax)
  const reason: DeliveryFeeReason = area.free
    ? 'freeArea'
    : reachesFreeDelivery(area, goodsGross)
      ? 'freeFromOrderValue'
      : 'charged'
  const price = toDecimal(area.price)
  const gross = reason === 'charged' && price.greaterThan(0) ? roundDecimal(price, 2) : roundDecimal(0, 2)
  return {
    area: area.area,
    gross: round2(gross),
    net: netFromGross(gross, taxRate),
    tax: taxFromGross(gross, taxRate),
    taxRate,
    isFree: gross.isZero(),
    reason,
  }
}

import { DEFAULT_CURRENCY } from '../defaults'
import { formatMoney, round2, toDecimal } from '../money'
import type { DeliveryArea } from './types'
import { minimumOrderAddGoodsText, minimumOrderNotReachedText } from './texts'

/** Whether a delivery order reaches the area's minimum order value, with the texts to show. */
export interface MinimumOrderState {
  /** The area's minimumOrderValue (0 when none is set). */
  minimumOrderValue: number
  /** The gross goods total that was compared (goods only, without the delivery fee). */
  goodsGross: number
  /** How much is missing; 0 when reached. */
  difference: number
  isReached: boolean
  /** 'Sie haben den Mindestbestellwert in Höhe von … leider noch nicht erreicht.' or null. */
  message: string | null
  /** 'Fügen Sie Waren im Wert von mindestens … hinzu oder wählen Sie eine andere Art der Lieferung.' or null. */
  suggestion: string | null
}

/**
 * Checks the area's minimum order value against the GROSS GOODS total (the delivery fee does not
 * count towards it). Not reached when the minimum exceeds the goods total; an equal total is enough.
 */
export function minimumOrderState(
  area: Pick<DeliveryArea, 'minimumOrderValue'>,
  goodsGross: unknown,
  currency: string = DEFAULT_CURRENCY,
): MinimumOrderState {
  const minimum = toDecimal(area.minimumOrderValue)
  const goods = toDecimal(goodsGross)
  const isReached = !minimum.greaterThan(goods)
  const difference = isReached ? 0 : round2(minimum.minus(goods))
  return {
    minimumOrderValue: minimum.greaterThan(0) ? round2(minimum) : 0,
    goodsGross: round2(goods),
    difference,
    isReached,
    message: isReached ? null : minimumOrderNotReachedText(formatMoney(minimum, currency)),
    suggestion: isReached ? null : minimumOrderAddGoodsText(formatMoney(difference, currency)),
  }
}

import { DEFAULT_CURRENCY } from '../defaults'
import { formatMoney } from '../money'
import type { DeliveryArea } from './types'
import { freeFromThreshold } from './deliveryFee'
import { freeDeliveryFromText } from './texts'

/**
 * 'Kostenlose Lieferung ab {amount}.' when the area has a free-from threshold and is not free
 * anyway; otherwise null. Shown whatever the current goods total is.
 */
export function freeDeliveryHint(
  area: Pick<DeliveryArea, 'free' | 'freeFromOrderValue'>,
  currency: string = DEFAULT_CURRENCY,
): string | null {
  if (area.free) return null
  const threshold = freeFromThreshold(area)
  return threshold === null ? null : freeDeliveryFromText(formatMoney(threshold, currency))
}

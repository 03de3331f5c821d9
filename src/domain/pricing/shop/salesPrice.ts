import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { parseDecimal } from '@/src/domain/money'
import { parseGermanDay, toZoned, zoned } from '@/src/domain/text/dates'
import type { SalesPrice } from '@/src/domain/products/types'

/**
 * The calendar day ('YYYY-MM-DD') an end date names in the time zone, or null when unreadable:
 * a German date ('31.12.2026', '1.2.2026') names its day; an ISO date or date-time is read in the time zone.
 */
function endDay(endDate: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  return parseGermanDay(endDate) ?? toZoned(endDate.trim(), timeZone)?.toISODate() ?? null
}

/**
 * True when a sales price applies at `now`: it has a positive price and an end date whose
 * calendar day (in the time zone) is today or later. The end date's whole day still counts;
 * a sales price without an end date does not apply ("a future-dated sales price wins").
 */
export function isSalesPriceActive(
  salesPrice: SalesPrice | null | undefined,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const price = parseDecimal(salesPrice?.price)
  if (!salesPrice?.endDate || price === null || !price.greaterThan(0)) return false
  const last = endDay(salesPrice.endDate, timeZone)
  const today = zoned(now, timeZone).toISODate()
  return last !== null && today !== null && last >= today
}

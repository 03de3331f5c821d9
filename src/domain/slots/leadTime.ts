import type { DateTime } from 'luxon'

import type { LeadTime, LeadTimeType, Product } from '../products/types'

/** One product's lead time, several (a cart's products) or none. */
export type LeadTimes = LeadTime | null | undefined | readonly (LeadTime | null | undefined)[]

export interface LeadTimeSpan {
  unit: LeadTimeType
  value: number
}

const UNITS: readonly LeadTimeType[] = ['minutes', 'hours', 'days', 'weeks']

/** A lead time that counts: enabled, of type minutes, hours, days or weeks, and a positive value. */
export function leadTimeSpan(leadTime: LeadTime | null | undefined): LeadTimeSpan | null {
  if (!leadTime?.isEnabled) return null
  const unit = UNITS.find((candidate) => candidate === leadTime.type)
  const value = Number(leadTime.value)
  if (!unit || !Number.isFinite(value) || value <= 0) return null
  return { unit, value }
}

/** The lead times of the products in a cart (of anything that names its product's lead time). */
export const leadTimesOfItems = (items: readonly { product: Pick<Product, 'leadTime'> }[]): LeadTime[] =>
  items.flatMap((item) => (item.product.leadTime ? [item.product.leadTime] : []))

/**
 * The instant after the longest lead time: products are prepared side by side, so the maximum
 * counts, not the sum. Days and weeks are calendar days (a DST change does not shift the clock time).
 */
export function afterLeadTime(start: DateTime, leadTimes: LeadTimes): DateTime {
  const list = Array.isArray(leadTimes) ? leadTimes : [leadTimes as LeadTime | null | undefined]
  return list.reduce<DateTime>((latest, leadTime) => {
    const span = leadTimeSpan(leadTime)
    if (!span) return latest
    const end = start.plus({ [span.unit]: span.value })
    return end > latest ? end : latest
  }, start)
}

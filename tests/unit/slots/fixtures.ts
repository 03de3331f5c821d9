import { DateTime } from 'luxon'

import type { Branch } from '@/src/domain/branches/types'
import type { LeadTime, Product } from '@/src/domain/products/types'
import type { OpeningRule, OpeningRuleType } from '@/src/domain/schedule/types'

export const TZ = 'Europe/Vienna'

/** The instant of a local wall-clock time in Vienna, e.g. at('2026-03-03T10:01'). */
export const at = (local: string, tz = TZ): Date => DateTime.fromISO(local, { zone: tz }).toJSDate()

export const rule = (type: OpeningRuleType, from: string, to: string): OpeningRule => ({ type, from, to })
export const daily = (from: string, to: string): OpeningRule => rule('daily', from, to)
export const closed = (type: OpeningRuleType): OpeningRule => ({ type, isClosed: true })

export type B = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'isAppointmentRequired'>

/** Open daily 10:00-22:00 (Tuesday 2026-03-03 is the usual 'now'). */
export const shop: B = { openingHours: [daily('10:00', '22:00')] }
export const shopClosedSunday: B = { openingHours: [daily('10:00', '22:00'), closed('sunday')] }
/** Delivers 11:00-21:00, not on Mondays. */
export const deliveringShop: B = { ...shop, deliveryHours: [daily('11:00', '21:00'), closed('monday')], isDeliveryHoursEnabled: true }

export const lead = (type: string, value: number | string, isEnabled = true): LeadTime => ({ isEnabled, type, value })

export const product = (id: number, leadTime?: LeadTime): Product => ({ id, name: `Produkt ${id}`, price: 10, leadTime })

import type { OrderStatus } from '../orders/status'

/** Orders in these statuses bring no revenue and are not counted as orders; canceled-orders counts them. */
export const NO_REVENUE_STATUSES: readonly OrderStatus[] = ['canceled', 'rejected', 'failed']

/** Kinds of tracked time that are working time (Arbeitszeit, Dienstreise, Weiterbildung); absences and breaks are not. */
export const WORKING_TIME_TYPES = ['work', 'travel', 'training'] as const

/** Money of the statistics: euros with two decimals. */
export const MONEY_DECIMALS = 2
/** Hours of the statistics: two decimals (7.25 = 7 h 15 min). */
export const HOUR_DECIMALS = 2

/** How the storefront files its analytics entries (category and type; storefront/analytics/track.ts). */
export const ANALYTICS_ENTRIES = {
  deviceInit: { category: 'device', type: 'init' },
  pageView: { category: 'navigation', type: 'page-view' },
  event: { category: 'event' },
  consent: { category: 'consent' },
} as const

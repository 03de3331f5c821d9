import type { RankedList } from '../statistics/ranking'
import type { TimeSeries } from '../statistics/series'

/*
 * The statistics calls (back-office.md §7 'Statistics'): `GET /api/statistics/{set}` with `from`
 * and `to` (and `branch`), or the user profile's `user`, `start`, `now`, `end`; every answer is
 * `{ data: <the set's result> }`. Staff only; the dashboard swallows their failures.
 */

/** The revenue of one tax rate over the range, in euros. */
type TaxRateRevenue = { rate: number; net: number; tax: number; gross: number }

/** Gross revenue per bucket and over the range, and the range split by tax rate. */
export type Revenue = TimeSeries & { byTaxRate: TaxRateRevenue[] }

/** The hours of one staff member between `start` and `end`, "to date" meaning up to the end of `now`. */
type UserProfile = {
  user: number
  start: string
  end: string
  now: string
  /** Planned hours of the schedules dated `start` to `end`. */
  plannedHours: number
  /** Planned hours of the schedules dated `start` to `now`. */
  plannedHoursToDate: number
  /** Working time tracked from `start` to the end of `now` (Arbeitszeit, Dienstreise, Weiterbildung; pauses subtracted). */
  workedHours: number
  /** workedHours − plannedHoursToDate: positive is overtime. */
  balanceHours: number
  /** plannedHours − plannedHoursToDate: what the plan still holds. */
  remainingPlannedHours: number
}

/** What each set over a range (`from`, `to`, `branch`) answers in `data`, by the name in the path. */
export interface RangeSets {
  'unique-visitors': TimeSeries
  'page-views': TimeSeries
  pages: RankedList
  consents: RankedList
  events: RankedList
  'event-flow': RankedList
  resolutions: RankedList
  'device-pixel-ratios': RankedList
  'color-schemes': RankedList
  referrers: RankedList
  browsers: RankedList
  'operating-systems': RankedList
  'visitor-times': RankedList
  orders: TimeSeries
  revenue: Revenue
  'canceled-orders': TimeSeries
  items: TimeSeries
  'popular-items': RankedList
  'order-times': RankedList
  'order-origins': RankedList
  'revenue-origins': RankedList
  'qr-code-origins': RankedList
  'qr-code-targets': RankedList
  'working-activities': TimeSeries
  'working-schedules': TimeSeries
}

/** What the user-profile sets (`user`, `start`, `now`, `end`) answer in `data`. */
export interface ProfileSets {
  /** The profile itself sits in `data` once more, as every set's answer: `{ data: { data: profile } }`. */
  'user-profile': { data: UserProfile }
  'user-profile-working-activities': RankedList
}

/** Every set of GET /api/statistics/{set} and its result. */
type StatisticsSets = RangeSets & ProfileSets
export type StatisticsSetName = keyof StatisticsSets

/** The answer of GET /api/statistics/{set}. */
export type StatisticsAnswer<Set extends StatisticsSetName> = { data: StatisticsSets[Set] }

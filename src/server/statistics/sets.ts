import type { PayloadRequest } from 'payload'

import type { ProfileSets, RangeSets } from '@/src/domain/contracts/statistics'
import type { BranchScope } from '@/src/domain/roles'

import { profileContext, rangeContext, type ProfileContext, type RangeContext } from './context'
import { browsers, colorSchemes, devicePixelRatios, operatingSystems, referrers, resolutions } from './devices'
import { canceledOrders, items, orderTimes, orders, popularItems } from './orders'
import { orderOrigins, qrCodeOrigins, qrCodeTargets, revenueOrigins } from './origins'
import { revenue } from './revenue'
import { userProfile, userProfileWorkingActivities } from './userProfile'
import { consents, eventFlow, events, pages, pageViews, uniqueVisitors, visitorTimes } from './visitors'
import { workingActivities, workingSchedules } from './working'

/** A set answers from the request (its parameters read and checked) and the asker's branch scope. */
export type StatisticsSet = (req: PayloadRequest, scope: BranchScope) => Promise<unknown>

/** What each set over a range computes from its context, answering its result of the contract. */
const RANGE_SET_COMPUTES: { [Set in keyof RangeSets]: (ctx: RangeContext) => Promise<RangeSets[Set]> } = {
  'unique-visitors': uniqueVisitors,
  'page-views': pageViews,
  pages,
  consents,
  events,
  'event-flow': eventFlow,
  resolutions,
  'device-pixel-ratios': devicePixelRatios,
  'color-schemes': colorSchemes,
  referrers,
  browsers,
  'operating-systems': operatingSystems,
  'visitor-times': visitorTimes,
  orders,
  revenue,
  'canceled-orders': canceledOrders,
  items,
  'popular-items': popularItems,
  'order-times': orderTimes,
  'order-origins': orderOrigins,
  'revenue-origins': revenueOrigins,
  'qr-code-origins': qrCodeOrigins,
  'qr-code-targets': qrCodeTargets,
  'working-activities': workingActivities,
  'working-schedules': workingSchedules,
}

/** The user-profile sets, computing from their context. */
const PROFILE_SET_COMPUTES: { [Set in keyof ProfileSets]: (ctx: ProfileContext) => Promise<ProfileSets[Set]> } = {
  'user-profile': userProfile,
  'user-profile-working-activities': userProfileWorkingActivities,
}

const overRange = (compute: (ctx: RangeContext) => Promise<unknown>): StatisticsSet => (req, scope) => compute(rangeContext(req, scope))
const ofProfile = (compute: (ctx: ProfileContext) => Promise<unknown>): StatisticsSet => (req, scope) => compute(profileContext(req, scope))

/** The sets over a range, by the name in the path: what each computes from its context. */
export const RANGE_SETS: ReadonlyMap<string, (ctx: RangeContext) => Promise<unknown>> = new Map(Object.entries(RANGE_SET_COMPUTES))

/** The sets of GET /api/statistics/{set}, by the name in the path. */
export const STATISTICS_SETS: ReadonlyMap<string, StatisticsSet> = new Map([
  ...[...RANGE_SETS].map(([name, compute]): [string, StatisticsSet] => [name, overRange(compute)]),
  ...Object.entries(PROFILE_SET_COMPUTES).map(([name, compute]): [string, StatisticsSet] => [name, ofProfile(compute)]),
])

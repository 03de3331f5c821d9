import type { PayloadRequest } from 'payload'

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

const overRange = (compute: (ctx: RangeContext) => Promise<unknown>): StatisticsSet => (req, scope) => compute(rangeContext(req, scope))
const ofProfile = (compute: (ctx: ProfileContext) => Promise<unknown>): StatisticsSet => (req, scope) => compute(profileContext(req, scope))

/** The sets of GET /api/statistics/{set}, by the name in the path. */
export const STATISTICS_SETS: ReadonlyMap<string, StatisticsSet> = new Map([
  ['unique-visitors', overRange(uniqueVisitors)],
  ['page-views', overRange(pageViews)],
  ['pages', overRange(pages)],
  ['consents', overRange(consents)],
  ['events', overRange(events)],
  ['event-flow', overRange(eventFlow)],
  ['resolutions', overRange(resolutions)],
  ['device-pixel-ratios', overRange(devicePixelRatios)],
  ['color-schemes', overRange(colorSchemes)],
  ['referrers', overRange(referrers)],
  ['browsers', overRange(browsers)],
  ['operating-systems', overRange(operatingSystems)],
  ['visitor-times', overRange(visitorTimes)],
  ['orders', overRange(orders)],
  ['revenue', overRange(revenue)],
  ['canceled-orders', overRange(canceledOrders)],
  ['items', overRange(items)],
  ['popular-items', overRange(popularItems)],
  ['order-times', overRange(orderTimes)],
  ['order-origins', overRange(orderOrigins)],
  ['revenue-origins', overRange(revenueOrigins)],
  ['qr-code-origins', overRange(qrCodeOrigins)],
  ['qr-code-targets', overRange(qrCodeTargets)],
  ['working-activities', overRange(workingActivities)],
  ['working-schedules', overRange(workingSchedules)],
  ['user-profile', ofProfile(userProfile)],
  ['user-profile-working-activities', ofProfile(userProfileWorkingActivities)],
])

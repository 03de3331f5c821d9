import { DEFAULT_TIME_ZONE } from '../defaults'
import { segmentsOver, type Segments } from '../segments'
import { deliveryRules, usesDeliveryHours } from './branchHours'
import { type BranchState, branchOpenState } from './branchOpenState'
import { localMidnights, scheduleChangeInstants } from './changeInstants'
import { type BranchHoursTables, branchHoursTables } from './hoursTable'
import { type BranchForTexts, type BranchStatusTexts, statusTextsFor } from './statusTexts'
import { reopeningText } from './texts'

/**
 * How far ahead a rendered page knows its branches' states. A cached page is rendered again on
 * every change and, when visited, at least every hour; the days are a margin for pages nobody asked
 * for meanwhile and tabs left open (they keep the last state they know).
 */
export const BRANCH_CLOCK_DAYS = 4

/** A branch's open state on a card or in the toolbar at one time. */
export interface OpenStateBadgeView {
  state: BranchState
  isOpen: boolean
  toolbar: BranchStatusTexts['toolbar']
  /** Under the state: the next opening or the closedMessage while closed. */
  detail: string | null
}

/** A branch's open state at the top of its page at one time. */
export interface OpenStateBannerView {
  state: BranchState
  toolbar: BranchStatusTexts['toolbar']
  closedBanner: string[] | null
  deliveryBanner: string[] | null
}

/** What the checkout shows and decides by the open state: the submit button's wording and the notices above the form. */
export interface CheckoutOpenView {
  isOpen: boolean
  isDeliveryOpen: boolean
  closedNotice: string[] | null
  deliveryNotice: string[] | null
}

/** A branch's open state and hours tables over the coming days, for pages rendered once and shown for long. */
export interface BranchClock {
  openState: Segments<OpenStateBadgeView>
  hours: Segments<BranchHoursTables>
}

export function badgeView(branch: BranchForTexts, now: Date, tz: string = DEFAULT_TIME_ZONE): OpenStateBadgeView {
  const state = branchOpenState(branch, now, tz)
  const next = state.nextOpening
  return {
    state: state.state,
    isOpen: state.isOpen,
    toolbar: statusTextsFor(branch, state).toolbar,
    detail: state.isOpen ? null : next ? reopeningText(next.isToday, next.weekday, next.time) : state.closedMessage,
  }
}

export function bannerView(branch: BranchForTexts, now: Date, tz: string = DEFAULT_TIME_ZONE): OpenStateBannerView {
  const state = branchOpenState(branch, now, tz)
  const { toolbar, closedBanner, deliveryBanner } = statusTextsFor(branch, state)
  return { state: state.state, toolbar, closedBanner, deliveryBanner }
}

/** The checkout's view of the branch's open state at one time (for openStateClock). */
export function checkoutView(branch: BranchForTexts, now: Date, tz: string = DEFAULT_TIME_ZONE): CheckoutOpenView {
  const state = branchOpenState(branch, now, tz)
  const { checkoutClosed, checkoutDelivery } = statusTextsFor(branch, state)
  return { isOpen: state.isOpen, isDeliveryOpen: state.isDeliveryOpen, closedNotice: checkoutClosed, deliveryNotice: checkoutDelivery }
}

/**
 * The branch's open state and hours tables from `from` on for BRANCH_CLOCK_DAYS days, as segments
 * the browser reads with its own clock (src/domain/segments); the same rules as computing them at
 * each instant.
 */
export function branchClock(branch: BranchForTexts, from: Date, tz: string = DEFAULT_TIME_ZONE): BranchClock {
  // the tables show the week of the day: they change at midnight only
  const hours = segmentsOver(from.getTime(), localMidnights(from, BRANCH_CLOCK_DAYS, tz), (at) => branchHoursTables(branch, at, tz))
  return { openState: openStateClock(branch, from, badgeView, tz), hours }
}

/** One view of the branch's open state (badgeView, bannerView) over the coming days. */
export function openStateClock<View>(
  branch: BranchForTexts,
  from: Date,
  view: (branch: BranchForTexts, at: Date, tz: string) => View,
  tz: string = DEFAULT_TIME_ZONE,
): Segments<View> {
  const rules = usesDeliveryHours(branch) ? [branch.openingHours, deliveryRules(branch)] : [branch.openingHours]
  const instants = scheduleChangeInstants(rules, from, BRANCH_CLOCK_DAYS, tz)
  return segmentsOver(from.getTime(), instants, (at) => view(branch, at, tz))
}

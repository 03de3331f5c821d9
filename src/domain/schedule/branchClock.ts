import { DEFAULT_TIME_ZONE } from '../defaults'
import { segmentsOver, type Segments } from '../segments'
import { deliveryRules, usesDeliveryHours } from './branchHours'
import { type BranchState, branchOpenState } from './branchOpenState'
import { localMidnights, scheduleChangeInstants } from './changeInstants'
import { type BranchHoursTables, branchHoursTables } from './hoursTable'
import { type BranchForTexts, type BranchStatusTexts, statusTextsFor } from './statusTexts'
import { reopeningText } from './texts'

/** How far ahead a rendered page knows its branches' states (a cached page is rendered again long before). */
export const BRANCH_CLOCK_DAYS = 8

/** What the storefront shows of a branch's open state at one time. */
export interface OpenStateView {
  state: BranchState
  isOpen: boolean
  toolbar: BranchStatusTexts['toolbar']
  /** Under the state on a branch card: the next opening or the closedMessage while closed. */
  detail: string | null
  closedBanner: string[] | null
  deliveryBanner: string[] | null
}

/** A branch's open state and hours tables over the coming days, for pages rendered once and shown for long. */
export interface BranchClock {
  openState: Segments<OpenStateView>
  hours: Segments<BranchHoursTables>
}

export function openStateView(branch: BranchForTexts, now: Date, tz: string = DEFAULT_TIME_ZONE): OpenStateView {
  const state = branchOpenState(branch, now, tz)
  const texts = statusTextsFor(branch, state)
  const next = state.nextOpening
  return {
    state: state.state,
    isOpen: state.isOpen,
    toolbar: texts.toolbar,
    detail: state.isOpen ? null : next ? reopeningText(next.isToday, next.weekday, next.time) : state.closedMessage,
    closedBanner: texts.closedBanner,
    deliveryBanner: texts.deliveryBanner,
  }
}

/**
 * The branch's open state and hours tables from `from` on for BRANCH_CLOCK_DAYS days, as segments
 * the browser reads with its own clock (src/domain/segments); the same rules as computing them at
 * each instant.
 */
export function branchClock(branch: BranchForTexts, from: Date, tz: string = DEFAULT_TIME_ZONE): BranchClock {
  // the tables show the week of the day: they change at midnight only
  const hours = segmentsOver(from.getTime(), localMidnights(from, BRANCH_CLOCK_DAYS, tz), (at) => branchHoursTables(branch, at, tz))
  return { openState: openStateClock(branch, from, tz), hours }
}

/** Only the open state part of branchClock (the branch page shows no hours table). */
export function openStateClock(branch: BranchForTexts, from: Date, tz: string = DEFAULT_TIME_ZONE): Segments<OpenStateView> {
  const rules = usesDeliveryHours(branch) ? [branch.openingHours, deliveryRules(branch)] : [branch.openingHours]
  const instants = scheduleChangeInstants(rules, from, BRANCH_CLOCK_DAYS, tz)
  return segmentsOver(from.getTime(), instants, (at) => openStateView(branch, at, tz))
}

import type { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import type { Branch } from '../branches/types'
import { deliveryRules, usesDeliveryHours } from './branchHours'
import { zoned } from './clock'
import { NEXT_OPENING_HORIZON_DAYS, type NextOpening, nextOpeningIn } from './nextOpening'
import { openingStateIn } from './openingState'
import { type Timeline, timelineOf, uniteTimelines } from './timeline'

export type BranchState = 'open' | 'closingSoon' | 'closed'

export type BranchForState = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'closedMessage'>

export interface BranchOpenState {
  state: BranchState
  isOpen: boolean
  isClosingSoon: boolean
  /** Local 'HH:mm' when the branch closes (the later of opening and delivery hours). */
  closesAt: string | null
  /** Next opening when closed; null when open or when none lies within 14 days. */
  nextOpening: NextOpening | null
  /** The branch's closedMessage when closed without a next opening, else null. */
  closedMessage: string | null
  isDeliveryOpen: boolean
  isDeliveryClosingSoon: boolean
  deliveryClosesAt: string | null
  /** Next time delivery opens when it is closed; null otherwise. */
  nextDeliveryOpening: NextOpening | null
}

function stateOf(timeline: Timeline, at: DateTime) {
  const state = openingStateIn(timeline, at)
  const next = state.isOpen ? null : nextOpeningIn(timeline, at)
  return { ...state, next }
}

/**
 * Open state of a branch at `now`: open while its opening hours apply or, with delivery hours
 * enabled, while delivery hours apply; delivery follows delivery hours when enabled, else
 * opening hours. Closing soon is a third state (under 60 minutes left).
 */
export function branchOpenState(branch: BranchForState, now: Date, tz: string = DEFAULT_TIME_ZONE): BranchOpenState {
  const at = zoned(now, tz)
  const days = NEXT_OPENING_HORIZON_DAYS + 1
  const opening = timelineOf(branch.openingHours, at, days)
  const delivery = usesDeliveryHours(branch) ? timelineOf(deliveryRules(branch), at, days) : opening
  const branchState = stateOf(usesDeliveryHours(branch) ? uniteTimelines(opening, delivery) : opening, at)
  const deliveryState = stateOf(delivery, at)
  const closedMessage = !branchState.isOpen && !branchState.next ? (branch.closedMessage?.trim() || null) : null
  return {
    state: !branchState.isOpen ? 'closed' : branchState.isClosingSoon ? 'closingSoon' : 'open',
    isOpen: branchState.isOpen,
    isClosingSoon: branchState.isClosingSoon,
    closesAt: branchState.closesAt,
    nextOpening: branchState.next,
    closedMessage,
    isDeliveryOpen: deliveryState.isOpen,
    isDeliveryClosingSoon: deliveryState.isClosingSoon,
    deliveryClosesAt: deliveryState.closesAt,
    nextDeliveryOpening: deliveryState.next,
  }
}

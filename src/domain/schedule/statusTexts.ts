import { DEFAULT_TIME_ZONE } from '../defaults'
import type { Branch } from '../branches/types'
import { type BranchForState, type BranchOpenState, branchOpenState } from './branchOpenState'
import type { NextOpening } from './nextOpening'
import { deliveryResumesText, openUntilText, reopeningText, SCHEDULE_TEXTS } from './texts'

export type BranchForTexts = BranchForState &
  Pick<Branch, 'isPreorderEnabled' | 'isDeliveryEnabled' | 'isTakeawayEnabled' | 'isDineInEnabled'>

export interface BranchStatusTexts {
  /** Toolbar: 'Geöffnet bis {time}' (warning style when closing soon) or 'Geschlossen'. */
  toolbar: { text: string; isWarning: boolean }
  /** Branch page intro banner while closed: headline, reopening (or closedMessage), preorder hint. */
  closedBanner: string[] | null
  /** Branch page banner while the branch is open but delivery is not: headline, resumption, alternative. */
  deliveryBanner: string[] | null
  /** Checkout notice while closed: headline, reopening (or closedMessage), preorder hint. */
  checkoutClosed: string[] | null
  /** Checkout notice while delivery is closed (shown when delivery is the chosen mode). */
  checkoutDelivery: string[] | null
}

const compact = (lines: (string | null | undefined)[]): string[] => lines.filter((line): line is string => Boolean(line))

const reopening = (next: NextOpening | null): string | null =>
  next ? reopeningText(next.isToday, next.weekday, next.time) : null

const deliveryResumes = (next: NextOpening | null): string | null =>
  next ? deliveryResumesText(next.isToday, next.weekday, next.time) : null

function alternativeText(branch: BranchForTexts): string | null {
  if (branch.isTakeawayEnabled && branch.isDineInEnabled) return SCHEDULE_TEXTS.alternativeBoth
  if (branch.isTakeawayEnabled) return SCHEDULE_TEXTS.alternativeTakeaway
  if (branch.isDineInEnabled) return SCHEDULE_TEXTS.alternativeDineIn
  return null
}

function toolbar(state: BranchOpenState): BranchStatusTexts['toolbar'] {
  if (!state.isOpen) return { text: SCHEDULE_TEXTS.closed, isWarning: false }
  const text = state.closesAt ? openUntilText(state.closesAt) : SCHEDULE_TEXTS.openWithoutEnd
  return { text, isWarning: state.isClosingSoon }
}

/** The status texts of a branch for an already computed open state. */
export function statusTextsFor(branch: BranchForTexts, state: BranchOpenState): BranchStatusTexts {
  const reopen = reopening(state.nextOpening) ?? state.closedMessage
  const closed = !state.isOpen
  const deliveryClosed = Boolean(branch.isDeliveryEnabled) && !state.isDeliveryOpen
  const resumes = deliveryResumes(state.nextDeliveryOpening)
  return {
    toolbar: toolbar(state),
    closedBanner: closed
      ? compact([SCHEDULE_TEXTS.closedNow, reopen, branch.isPreorderEnabled ? SCHEDULE_TEXTS.preorderBanner : null])
      : null,
    deliveryBanner: !closed && deliveryClosed ? compact([SCHEDULE_TEXTS.noDelivery, resumes, alternativeText(branch)]) : null,
    checkoutClosed: closed
      ? compact([SCHEDULE_TEXTS.closedNow, reopen, branch.isPreorderEnabled ? SCHEDULE_TEXTS.preorderCheckout : null])
      : null,
    checkoutDelivery: deliveryClosed ? compact([SCHEDULE_TEXTS.noDeliveryCheckout, resumes]) : null,
  }
}

/** The status texts of a branch at `now` (toolbar, branch page banners, checkout notices). */
export function branchStatusTexts(branch: BranchForTexts, now: Date, tz: string = DEFAULT_TIME_ZONE): BranchStatusTexts {
  return statusTextsFor(branch, branchOpenState(branch, now, tz))
}

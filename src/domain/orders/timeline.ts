import { customerStage, type StatusScreenOrder } from './customerStage'
import { TIMELINE_TEXTS } from './texts'

type TimelineStepKey = 'confirmation' | 'preparation' | 'onTheWay' | 'completed'

export interface TimelineStep {
  key: TimelineStepKey
  label: string
  /** The step lies behind the order. */
  done: boolean
  /** The order is at this step now. */
  active: boolean
  /** Extra word on a done step: 'Zugestellt' on the last step of a completed delivery order. */
  note: string | null
}

const KEYS: readonly TimelineStepKey[] = ['confirmation', 'preparation', 'onTheWay', 'completed']

/** Index of the active step per stage; 4 means all done; null means no progress (cancelled, failed). */
const POSITION = { waiting: 0, preparing: 1, onTheWay: 2, completed: 4, cancelled: null, failed: null } as const

/**
 * The four steps. Pending: confirmation active. Confirmed: confirmation done, preparation active.
 * In delivery: on the way active. Completed: all done, none active. Cancelled or failed: none done or active.
 * The third step reads 'Unterwegs' for delivery orders and 'Abholbereit' otherwise.
 */
export function timelineSteps(order: StatusScreenOrder): TimelineStep[] {
  const position = POSITION[customerStage(order)]
  const isDelivery = order.isDelivery === true
  return KEYS.map((key, index) => {
    const done = position !== null && index < position
    const label = key === 'onTheWay' && !isDelivery ? TIMELINE_TEXTS.readyForPickup : TIMELINE_TEXTS[key]
    return {
      key,
      label,
      done,
      active: position === index,
      note: key === 'completed' && done && isDelivery ? TIMELINE_TEXTS.delivered : null,
    }
  })
}

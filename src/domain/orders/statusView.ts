import { DEFAULT_TIME_ZONE } from '../defaults'
import { counterAppointmentPrompt, type CounterAppointmentPrompt } from './counterAppointment'
import {
  customerStage,
  isWaitingForPayment,
  keepPolling,
  orderStatusOf,
  STATUS_POLL_INTERVAL_MS,
  type CustomerStage,
  type StatusScreenOrder,
} from './customerStage'
import type { OrderStatus } from './status'
import { STATUS_SCREEN_TEXTS as T, TICKET_LABEL, TICKET_LABEL_WITHOUT_TICKETS } from './texts'
import { timelineSteps, type TimelineStep } from './timeline'

export interface OrderStatusView {
  status: OrderStatus
  stage: CustomerStage
  heading: string
  messages: string[]
  isWaitingForPayment: boolean
  steps: TimelineStep[]
  keepPolling: boolean
  pollIntervalMs: number
  counterAppointment: CounterAppointmentPrompt | null
}

function stageMessages(order: StatusScreenOrder, stage: CustomerStage): string[] {
  const isDelivery = order.isDelivery === true
  switch (stage) {
    case 'waiting':
      return isWaitingForPayment(order) ? [T.waitingForConfirmation, T.waitingForPayment] : [T.waitingForConfirmation]
    case 'preparing':
      return [T.preparing]
    case 'onTheWay':
      return [isDelivery ? T.onTheWay : T.readyForPickup]
    case 'completed':
      return [isDelivery ? T.delivered : T.completed]
    case 'cancelled': {
      const reason = order.rejectionMessage?.trim()
      return reason ? [T.cancelled, reason] : [T.cancelled]
    }
    case 'failed':
      return [T.failed]
  }
}

const HEADINGS: Readonly<Record<CustomerStage, string>> = {
  waiting: T.thankYouHeading,
  preparing: T.thankYouHeading,
  onTheWay: T.thankYouHeading,
  completed: T.thankYouHeading,
  cancelled: T.cancelledHeading,
  failed: T.failedHeading,
}

/** Everything the public status screen shows about the order's progress. */
export function orderStatusView(order: StatusScreenOrder, timeZone = DEFAULT_TIME_ZONE): OrderStatusView {
  const stage = customerStage(order)
  return {
    status: orderStatusOf(order),
    stage,
    heading: HEADINGS[stage],
    messages: stageMessages(order, stage),
    isWaitingForPayment: isWaitingForPayment(order),
    steps: timelineSteps(order),
    keepPolling: keepPolling(order),
    pollIntervalMs: STATUS_POLL_INTERVAL_MS,
    counterAppointment: counterAppointmentPrompt(order, timeZone),
  }
}

/** 'Auftragsnummer', or 'Bestellnummer' when tickets are disabled in the settings. */
export function ticketLabel(disableTickets: boolean | null | undefined): string {
  return disableTickets ? TICKET_LABEL_WITHOUT_TICKETS : TICKET_LABEL
}

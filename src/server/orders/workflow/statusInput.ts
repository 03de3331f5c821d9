import { z } from 'zod'

import type { OrderAction } from '@/src/domain/orders'
import { WORKFLOW_TEXTS as T } from './texts'

const REJECTION_MESSAGE_MAX_LENGTH = 1000

const counterAppointment = z
  .iso.datetime({ offset: true, error: T.counterAppointmentInvalid, abort: true })
  .refine((value) => new Date(value).getTime() > Date.now(), { error: T.counterAppointmentPast })
  .nullish()

const rejectionMessage = z
  .string({ error: T.rejectionMessageTooLong })
  .trim()
  .max(REJECTION_MESSAGE_MAX_LENGTH, { error: T.rejectionMessageTooLong })
  .nullish()
  .transform((value) => (value ? value : null))

const confirmBody = z.object({ counterAppointment })
const messageBody = z.object({ rejectionMessage })
const emptyBody = z.object({})

/**
 * The body of POST /orders/{id}/status/{action}: confirm may carry a counter appointment (an ISO
 * date-time with offset, in the future), reject and cancel a rejection message (≤ 1000
 * characters); other keys are ignored.
 */
export function statusBodySchema(action: OrderAction) {
  if (action === 'confirm') return confirmBody
  if (action === 'reject' || action === 'cancel') return messageBody
  return emptyBody
}

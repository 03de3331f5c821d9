import { z } from 'zod'

import type { OrderAction } from '@/src/domain/orders'
import { WORKFLOW_TEXTS as T } from './texts'

const REJECTION_MESSAGE_MAX_LENGTH = 1000

/** The preparation time staff may give when they accept an order, in whole minutes. */
const PREPARATION_MINUTES = { min: 1, max: 240 } as const

const counterAppointment = z
  .iso.datetime({ offset: true, error: T.counterAppointmentInvalid, abort: true })
  .refine((value) => new Date(value).getTime() > Date.now(), { error: T.counterAppointmentPast })
  .nullish()

const preparationMinutes = z
  .number({ error: T.preparationMinutesInvalid })
  .int({ error: T.preparationMinutesInvalid })
  .min(PREPARATION_MINUTES.min, { error: T.preparationMinutesInvalid })
  .max(PREPARATION_MINUTES.max, { error: T.preparationMinutesInvalid })
  .nullish()

const rejectionMessage = z
  .string({ error: T.rejectionMessageTooLong })
  .trim()
  .max(REJECTION_MESSAGE_MAX_LENGTH, { error: T.rejectionMessageTooLong })
  .nullish()
  .transform((value) => (value ? value : null))

/** Accepting with a preparation time and proposing another time exclude each other. */
const confirmBody = z.object({ counterAppointment, preparationMinutes }).superRefine((body, context) => {
  if (body.counterAppointment && body.preparationMinutes) {
    context.addIssue({ code: 'custom', path: ['preparationMinutes'], message: T.preparationOrCounterAppointment })
  }
})
const messageBody = z.object({ rejectionMessage })
const emptyBody = z.object({})

/**
 * The body of POST /orders/{id}/status/{action}: confirm may carry either a counter appointment
 * (an ISO date-time with offset, in the future: proposes another time) or a preparation time
 * (whole minutes 1–240: accepts and sets the expected ready time), reject and cancel a rejection
 * message (≤ 1000 characters); other keys are ignored.
 */
export function statusBodySchema(action: OrderAction) {
  if (action === 'confirm') return confirmBody
  if (action === 'reject' || action === 'cancel') return messageBody
  return emptyBody
}

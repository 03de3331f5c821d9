import type { PayloadRequest } from 'payload'

import { errorResponse } from '../api/responses'
import type { PublicOrderDoc } from './publicOrder'
import { changeOrderStatus } from './workflow'

export const NO_OPEN_PROPOSAL = 'Zu dieser Bestellung gibt es keinen offenen Terminvorschlag.'
export const PROPOSAL_DECLINED = 'Der vorgeschlagene Termin wurde abgelehnt.'

/**
 * The customer's answer to a counter appointment through the public link: 'Ja' confirms the order
 * at the proposed time, 'Nein' cancels it. Answers a refusal response, or null when done.
 */
export async function answerCounterAppointment(req: PayloadRequest, order: PublicOrderDoc, answer: 'accept' | 'reject'): Promise<Response | null> {
  if (!order.counterAppointment || order.status !== 'pending') return errorResponse(409, NO_OPEN_PROPOSAL)
  if (answer === 'accept') {
    await changeOrderStatus(req.payload, req, order.id, 'confirm', { acceptCounterAppointment: true, skipStaffCheck: true })
  } else {
    await changeOrderStatus(req.payload, req, order.id, 'cancel', { rejectionMessage: PROPOSAL_DECLINED, skipStaffCheck: true })
  }
  return null
}

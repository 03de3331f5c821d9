import type { PayloadRequest } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import type { PublicOrderDoc } from '../publicOrder'
import { changeOrderStatus } from '../workflow'

const NO_OPEN_PROPOSAL = 'Zu dieser Bestellung gibt es keinen offenen Terminvorschlag.'
const PROPOSAL_DECLINED = 'Der vorgeschlagene Termin wurde abgelehnt.'

/**
 * The customer's answer to a counter appointment through the public link: 'Ja' confirms the order
 * at the proposed time, 'Nein' cancels it. Without an open proposal: ApiError 409.
 */
export async function answerCounterAppointment(req: PayloadRequest, order: PublicOrderDoc, answer: 'accept' | 'reject'): Promise<void> {
  if (!order.counterAppointment || order.status !== 'pending') throw new ApiError(NO_OPEN_PROPOSAL, 409)
  if (answer === 'accept') {
    await changeOrderStatus(req.payload, req, order.id, 'confirm', { acceptCounterAppointment: true, skipStaffCheck: true })
  } else {
    await changeOrderStatus(req.payload, req, order.id, 'cancel', { rejectionMessage: PROPOSAL_DECLINED, skipStaffCheck: true })
  }
}

'use client'

import type { PublicOrder } from '@/src/domain/contracts/ordering'
import { orderStatusView, ticketLabel, type QuestionnairePayload } from '@/src/domain/orders'

import { answerCounterAppointment, sendQuestionnaire } from './api'
import { AppInstallPromotion } from './AppInstallPromotion'
import { BranchContact } from './BranchContact'
import { CounterAppointmentPrompt } from './CounterAppointmentPrompt'
import { OrderDetails } from './OrderDetails'
import { OrderDocuments } from './OrderDocuments'
import { OrderTicket } from './OrderTicket'
import { Questionnaire } from './Questionnaire'
import styles from './StatusScreen.module.css'
import { StatusHeader } from './StatusHeader'
import { StatusTimeline } from './StatusTimeline'
import { finalInfoText, readyAtText, STATUS_TEXTS } from './texts'
import type { StatusSettings } from './types'
import { usePublicOrder } from './usePublicOrder'

interface Props {
  initialOrder: PublicOrder
  settings: StatusSettings
  /** ISO time of the server render ('Heute' / 'Morgen' on the first paint). */
  renderedAt: string
}

/** The server's messages of a refused call, or the caller's fallback when it sent none. */

/** The public order status screen (ordering-storefront.md sections 2, 4 and 5). */
export function StatusScreen({ initialOrder, settings, renderedAt }: Props) {
  const { order, setOrder, reload } = usePublicOrder(initialOrder)
  const view = orderStatusView(order)
  const ticket = ticketLabel(settings.disableTickets)
  const branch = order.branch && typeof order.branch === 'object' ? order.branch : null
  const showReview = settings.enablePluginOrderReviews && view.stage === 'completed'
  // Only while the order is being prepared: once it is ready or on its way the time is history.
  const readyNote = view.stage === 'preparing' ? readyAtText(order.readyAt) : null

  const answer = async (accept: boolean): Promise<string | null> => {
    const result = await answerCounterAppointment(order.uid, order.hash, accept ? 'confirm' : 'reject')
    // the answer already carries the order; it is reloaded all the same (spec section 4)
    if (result.ok) setOrder(result.data)
    void reload()
    return result.ok ? null : result.error.messages.map((entry) => entry.message).join(' ')
  }

  const review = async (answers: QuestionnairePayload): Promise<string[]> => {
    const result = await sendQuestionnaire(order.uid, order.hash, answers)
    if (result.ok) {
      setOrder(result.data)
      return []
    }
    return result.error.messages.map((entry) => entry.message)
  }

  return (
    <div className={styles.screen}>
      <div className={styles.main}>
        <StatusHeader view={view} note={readyNote}>
          {view.counterAppointment ? <CounterAppointmentPrompt prompt={view.counterAppointment} onAnswer={answer} /> : null}
        </StatusHeader>
        <OrderTicket label={ticket} uid={order.uid} />
        <StatusTimeline steps={view.steps} muted={view.stage === 'cancelled' || view.stage === 'failed'} />
        {showReview ? <Questionnaire rated={order.questionnaireRating != null} onSend={review} /> : null}
      </div>
      <div className={styles.aside}>
        <OrderDetails order={order} renderedAt={renderedAt} info={view.keepPolling ? STATUS_TEXTS.autoRefresh : finalInfoText(ticket)} />
        {branch ? <BranchContact branch={branch} /> : null}
        <OrderDocuments snapshot={order.snapshot} />
        <AppInstallPromotion enabled={settings.enablePluginPWA} />
      </div>
    </div>
  )
}

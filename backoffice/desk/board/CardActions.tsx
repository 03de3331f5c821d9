'use client'

import { useState } from 'react'

import type { StatusChangeRequest } from '@/src/domain/contracts/desk'
import { allowedActions, type OrderAction } from '@/src/domain/orders'
import { fillPlaceholders } from '@/src/domain/text'
import { Dialog } from '@/storefront/ui/Dialog'

import { DESK_TEXTS as T } from '../texts'
import type { BoardOrder } from '../types'
import styles from './Board.module.css'
import { changeOrderStatus, PREPARATION_PRESETS, printReceipt, statusPagePath } from './orderCalls'
import { ProposeForm, ReasonForm } from './ActionForms'

export type ActionResult = { ok: boolean; message: string }

type Asking = 'accept' | 'reject' | 'cancel' | 'propose' | null

/** The word of the status an action leads to, for the success message ('Bestellung 42: In Zubereitung'). */
function arrivedText(action: OrderAction, order: BoardOrder): string {
  if (action === 'confirm') return T.columns.preparing
  if (action === 'in-delivery') return T.readyStatus[order.mode ?? 'takeaway']
  if (action === 'completed') return T.finalStatus.completed
  return action === 'reject' ? T.finalStatus.rejected : T.finalStatus.canceled
}

/**
 * The large touch buttons of a card, one per transition the workflow allows (the domain's
 * allowedActions): accept with a preparation time, propose another time, ready ('Unterwegs' for
 * delivery), done, reject (a new order) or cancel (an accepted one) with a reason; plus printing
 * the receipt and opening the public status page. The server checks session, branch and
 * transition again; its German message is shown when it refuses.
 */
export function CardActions({ order, onResult }: { order: BoardOrder; onResult: (result: ActionResult) => void }) {
  const [asking, setAsking] = useState<Asking>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const allowed = allowedActions(order.status)
  const ticket = order.ticket

  const run = async (action: OrderAction, body: StatusChangeRequest = {}) => {
    setBusy(true)
    const answer = await changeOrderStatus(order.id, action, body)
    setBusy(false)
    if (!answer.ok) {
      setFailure(answer.error.message)
      return onResult({ ok: false, message: answer.error.message })
    }
    setAsking(null)
    const message = body.counterAppointment ? T.proposed : fillPlaceholders(T.changed, { ticket, status: arrivedText(action, order) })
    onResult({ ok: true, message })
  }

  const print = async () => {
    setBusy(true)
    const answer = await printReceipt(order.id)
    setBusy(false)
    onResult(answer.ok ? { ok: true, message: T.printed } : { ok: false, message: answer.error.message })
  }

  // The window opens within the click (popup blockers), the address follows once the session call answered.
  const openStatusPage = async () => {
    const opened = window.open('', '_blank')
    const answer = await statusPagePath(order.id)
    if (!answer.ok) {
      opened?.close()
      return onResult({ ok: false, message: answer.error.message })
    }
    if (opened) {
      opened.opener = null
      opened.location.href = answer.data
    } else {
      window.location.assign(answer.data)
    }
  }

  const ask = (next: Asking) => {
    setFailure(null)
    setAsking(next)
  }
  // Shown inside an open dialog too, which covers the board's own message.
  const failureText = failure ? <p className={styles.failure} role="alert">{failure}</p> : null

  // A new order is rejected; 'cancel' is for accepted ones (both calls are allowed on pending).
  const stop: 'reject' | 'cancel' | null = allowed.includes('reject') ? 'reject' : allowed.includes('cancel') ? 'cancel' : null
  const readyLabel = order.mode === 'delivery' ? T.onTheWay : T.ready
  return (
    <div className={styles.actions} role="group" aria-label={fillPlaceholders(T.actions, { ticket })}>
      <div className={styles.actionRow}>
        {allowed.includes('confirm') ? (
          <button type="button" className={`${styles.action} ${styles.primary}`} disabled={busy} onClick={() => ask('accept')}>{T.accept}</button>
        ) : null}
        {allowed.includes('in-delivery') ? (
          <button type="button" className={`${styles.action} ${styles.primary}`} disabled={busy} onClick={() => void run('in-delivery')}>{readyLabel}</button>
        ) : null}
        {allowed.includes('completed') ? (
          <button
            type="button"
            className={`${styles.action} ${allowed.includes('in-delivery') ? '' : styles.primary}`}
            disabled={busy}
            onClick={() => void run('completed')}
          >
            {T.done}
          </button>
        ) : null}
        {allowed.includes('confirm') ? (
          <button type="button" className={styles.action} disabled={busy} onClick={() => ask('propose')}>{T.propose}</button>
        ) : null}
        {stop ? (
          <button type="button" className={`${styles.action} ${styles.danger}`} disabled={busy} onClick={() => ask(stop)}>
            {stop === 'reject' ? T.reject : T.cancel}
          </button>
        ) : null}
      </div>
      <div className={styles.actionRow}>
        <button type="button" className={`${styles.action} ${styles.subtle}`} disabled={busy} onClick={() => void print()}>{T.print}</button>
        <button type="button" className={`${styles.action} ${styles.subtle}`} onClick={() => void openStatusPage()}>{T.statusPage}</button>
      </div>

      <Dialog open={asking === 'accept'} title={fillPlaceholders(T.acceptTitle, { ticket })} onClose={() => setAsking(null)} closeLabel={T.close}>
        <p className={styles.question}>{T.acceptQuestion}</p>
        {failureText}
        <div className={styles.presets}>
          {PREPARATION_PRESETS.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className={`${styles.action} ${styles.primary} ${styles.preset}`}
              disabled={busy}
              onClick={() => void run('confirm', { preparationMinutes: minutes })}
            >
              {fillPlaceholders(T.minutes, { minutes: String(minutes) })}
            </button>
          ))}
        </div>
      </Dialog>
      <Dialog open={asking === 'propose'} title={fillPlaceholders(T.proposeTitle, { ticket })} onClose={() => setAsking(null)} closeLabel={T.close}>
        {failureText}
        {asking === 'propose' ? <ProposeForm busy={busy} onSend={(counterAppointment) => void run('confirm', { counterAppointment })} onAbort={() => setAsking(null)} /> : null}
      </Dialog>
      <Dialog
        open={asking === 'reject' || asking === 'cancel'}
        title={fillPlaceholders(asking === 'cancel' ? T.cancelTitle : T.rejectTitle, { ticket })}
        onClose={() => setAsking(null)}
        closeLabel={T.close}
      >
        {failureText}
        {asking === 'reject' || asking === 'cancel' ? (
          <ReasonForm
            busy={busy}
            label={asking === 'cancel' ? T.cancel : T.reject}
            onSend={(rejectionMessage) => void run(asking, rejectionMessage ? { rejectionMessage } : {})}
            onAbort={() => setAsking(null)}
          />
        ) : null}
      </Dialog>
    </div>
  )
}

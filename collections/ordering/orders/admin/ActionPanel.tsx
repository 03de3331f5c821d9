'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import type { OrderAction } from '@/src/domain/orders'
import { ORDER_ACTION_LABELS, ORDER_ADMIN_TEXTS as T } from './texts'

export type ActionBody = { counterAppointment?: string; rejectionMessage?: string }

/** A local 'YYYY-MM-DDTHH:mm' of the datetime input as an ISO instant; '' stays empty. */
const toIso = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined)

/**
 * The optional input of an action before it is sent: a counter appointment for confirm, a message
 * to the customer for reject and cancel.
 */
export function ActionPanel(props: { action: OrderAction; busy: boolean; onSend: (body: ActionBody) => void; onAbort: () => void }) {
  const { action, busy, onSend, onAbort } = props
  const [counterAppointment, setCounterAppointment] = useState('')
  const [message, setMessage] = useState('')
  const send = () =>
    onSend(action === 'confirm' ? { counterAppointment: toIso(counterAppointment) } : { rejectionMessage: message.trim() || undefined })
  return (
    <div style={{ border: '1px solid var(--theme-elevation-150)', padding: 'calc(var(--base) / 2)', marginTop: 'calc(var(--base) / 2)' }}>
      {action === 'confirm' ? (
        <label style={{ display: 'block' }}>
          {T.counterAppointment}
          <input type="datetime-local" value={counterAppointment} onChange={(event) => setCounterAppointment(event.target.value)} style={{ display: 'block', width: '100%' }} />
          <small>{T.counterAppointmentHint}</small>
        </label>
      ) : (
        <label style={{ display: 'block' }}>
          {T.rejectionMessage}
          <textarea value={message} maxLength={1000} rows={3} onChange={(event) => setMessage(event.target.value)} style={{ display: 'block', width: '100%' }} />
        </label>
      )}
      <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)' }}>
        <Button buttonStyle={action === 'confirm' ? 'primary' : 'error'} size="small" disabled={busy} onClick={send}>
          {ORDER_ACTION_LABELS[action]}
        </Button>
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={onAbort}>
          {T.abort}
        </Button>
      </div>
    </div>
  )
}

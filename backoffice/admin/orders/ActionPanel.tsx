'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import type { StatusChangeRequest } from '@/src/domain/contracts/desk'
import type { OrderAction } from '@/src/domain/orders'
import { fillPlaceholders } from '@/src/domain/text/placeholders'
import { ORDER_ACTION_LABELS, ORDER_ADMIN_TEXTS as T } from './texts'

/** Texts of the preparation-time choice (kept here until they move to texts.ts with the order view's texts). */
const PREPARATION_TEXTS = {
  label: 'Zubereitungszeit (optional)',
  none: 'Keine Angabe',
  minutes: '{n} Minuten',
  hint: 'Der Kunde sieht auf der Statusseite, wann die Bestellung voraussichtlich fertig ist.',
} as const

/** The preparation times offered when accepting (the call takes any whole number of minutes from 1 to 240). */
const PREPARATION_CHOICES = [10, 15, 20, 30, 45, 60, 90] as const

/** A local 'YYYY-MM-DDTHH:mm' of the datetime input as an ISO instant; '' stays empty. */
const toIso = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined)

const fieldStyle = { display: 'block', width: '100%' } as const

/**
 * The optional input of an action before it is sent: for confirm either a preparation time (the
 * order is confirmed and the customer sees the expected ready time) or a counter appointment (the
 * order stays open until the customer agrees), never both; a message to the customer for reject
 * and cancel.
 */
export function ActionPanel(props: { action: OrderAction; busy: boolean; onSend: (body: StatusChangeRequest) => void; onAbort: () => void }) {
  const { action, busy, onSend, onAbort } = props
  const [counterAppointment, setCounterAppointment] = useState('')
  const [preparationMinutes, setPreparationMinutes] = useState('')
  const [message, setMessage] = useState('')
  const confirmBody = (): StatusChangeRequest =>
    counterAppointment
      ? { counterAppointment: toIso(counterAppointment) }
      : { preparationMinutes: preparationMinutes ? Number(preparationMinutes) : undefined }
  const send = () => onSend(action === 'confirm' ? confirmBody() : { rejectionMessage: message.trim() || undefined })
  return (
    <div style={{ border: '1px solid var(--theme-elevation-150)', padding: 'calc(var(--base) / 2)', marginTop: 'calc(var(--base) / 2)' }}>
      {action === 'confirm' ? (
        <>
          <label style={{ display: 'block', marginBottom: 'calc(var(--base) / 2)' }}>
            {PREPARATION_TEXTS.label}
            <select
              value={preparationMinutes}
              disabled={Boolean(counterAppointment)}
              onChange={(event) => setPreparationMinutes(event.target.value)}
              style={fieldStyle}
            >
              <option value="">{PREPARATION_TEXTS.none}</option>
              {PREPARATION_CHOICES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {fillPlaceholders(PREPARATION_TEXTS.minutes, { n: minutes })}
                </option>
              ))}
            </select>
            <small>{PREPARATION_TEXTS.hint}</small>
          </label>
          <label style={{ display: 'block' }}>
            {T.counterAppointment}
            <input
              type="datetime-local"
              value={counterAppointment}
              disabled={Boolean(preparationMinutes)}
              onChange={(event) => setCounterAppointment(event.target.value)}
              style={fieldStyle}
            />
            <small>{T.counterAppointmentHint}</small>
          </label>
        </>
      ) : (
        <label style={{ display: 'block' }}>
          {T.rejectionMessage}
          <textarea value={message} maxLength={1000} rows={3} onChange={(event) => setMessage(event.target.value)} style={fieldStyle} />
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

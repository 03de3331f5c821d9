'use client'

import { useId, useState } from 'react'

import { DESK_TEXTS as T } from '../texts'
import styles from './Board.module.css'

const REASON_MAX_LENGTH = 1000
/** The first proposal offered: in half an hour, on the next full five minutes. */
const PROPOSAL_OFFSET_MINUTES = 30

/** 'YYYY-MM-DDTHH:mm' of the browser's clock, as a datetime-local input takes it. */
function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

function firstProposal(now = new Date()): string {
  const proposal = new Date(now.getTime() + PROPOSAL_OFFSET_MINUTES * 60_000)
  proposal.setMinutes(Math.ceil(proposal.getMinutes() / 5) * 5, 0, 0)
  return localInputValue(proposal)
}

/** The reason for the customer when an order is rejected or cancelled (optional, ≤ 1000 characters). */
export function ReasonForm({ busy, label, onSend, onAbort }: { busy: boolean; label: string; onSend: (reason: string) => void; onAbort: () => void }) {
  const [reason, setReason] = useState('')
  const id = useId()
  return (
    <form className={styles.form} onSubmit={(event) => { event.preventDefault(); onSend(reason.trim()) }}>
      <label htmlFor={id}>{T.reason}</label>
      <textarea id={id} rows={3} maxLength={REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
      <div className={styles.actionRow}>
        <button type="submit" className={`${styles.action} ${styles.danger}`} disabled={busy}>{label}</button>
        <button type="button" className={styles.action} disabled={busy} onClick={onAbort}>{T.abort}</button>
      </div>
    </form>
  )
}

/** Another time for the order: sent as counter appointment, the customer answers on the status page. */
export function ProposeForm({ busy, onSend, onAbort }: { busy: boolean; onSend: (isoTime: string) => void; onAbort: () => void }) {
  const [value, setValue] = useState(firstProposal)
  const [invalid, setInvalid] = useState(false)
  const id = useId()
  const submit = () => {
    const when = new Date(value)
    if (!value || Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) return setInvalid(true)
    setInvalid(false)
    onSend(when.toISOString())
  }
  return (
    <form className={styles.form} onSubmit={(event) => { event.preventDefault(); submit() }}>
      <label htmlFor={id}>{T.proposeLabel}</label>
      <input id={id} type="datetime-local" step={60} value={value} aria-invalid={invalid} onChange={(event) => setValue(event.target.value)} />
      <p className={styles.hint}>{T.proposeHint}</p>
      {invalid ? <p className={styles.failure} role="alert">{T.proposeInvalid}</p> : null}
      <div className={styles.actionRow}>
        <button type="submit" className={`${styles.action} ${styles.primary}`} disabled={busy}>{T.proposeSend}</button>
        <button type="button" className={styles.action} disabled={busy} onClick={onAbort}>{T.abort}</button>
      </div>
    </form>
  )
}

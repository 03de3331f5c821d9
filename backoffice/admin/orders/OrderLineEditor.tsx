'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type KeyboardEvent } from 'react'

import type { ItemChangeRequest, OrderItemAnswer } from '@/src/domain/contracts/desk'
import { canEditLines } from '@/src/domain/orders/lineEditing'
import { fillPlaceholders } from '@/src/domain/text/placeholders'
import { lineAmountText } from '@/src/domain/units'
import type { Order } from '@/src/payload-types'
import { call } from '@/storefront/ui/api'

import { ORDER_VIEW_TEXTS as T } from './orderViewTexts'

type Line = NonNullable<Order['items']>[number]
type Draft = { amount: string; comment: string }

const rowStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'calc(var(--base) / 2)', padding: '4px 0' } as const
const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 2 } as const

/** One line: its text and 'Ändern', or the form for its amount and comment. */
function LineRow({ line, busy, editing, onEdit, onSave, onAbort }: {
  line: Line
  busy: boolean
  editing: boolean
  onEdit: () => void
  onSave: (draft: Draft) => void
  onAbort: () => void
}) {
  const id = useId()
  const [draft, setDraft] = useState<Draft>({ amount: String(line.amount ?? ''), comment: line.comment ?? '' })
  if (!editing) {
    return (
      <div style={rowStyle}>
        <span>{lineAmountText(line.amount ?? 0, line.unit)} {line.name}</span>
        <Button buttonStyle="subtle" size="small" disabled={busy} onClick={onEdit} aria-label={fillPlaceholders(T.editLineOf, { item: line.name ?? '' })}>
          {T.editLine}
        </Button>
      </div>
    )
  }
  // Not a <form>: the edit view is Payload's form, and a nested submit would save the whole order.
  const saveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    onSave(draft)
  }
  return (
    <div role="group" style={rowStyle} aria-label={fillPlaceholders(T.editLineOf, { item: line.name ?? '' })}>
      <strong>{line.name}</strong>
      <label style={fieldStyle} htmlFor={`${id}-amount`}>
        {T.lineAmount}
        <input id={`${id}-amount`} inputMode="decimal" value={draft.amount} onChange={(event) => setDraft({ ...draft, amount: event.target.value })} onKeyDown={saveOnEnter} style={{ width: '6em' }} />
      </label>
      <label style={{ ...fieldStyle, flex: 1, minWidth: '12em' }} htmlFor={`${id}-comment`}>
        {T.lineComment}
        <input id={`${id}-comment`} value={draft.comment} maxLength={500} onChange={(event) => setDraft({ ...draft, comment: event.target.value })} onKeyDown={saveOnEnter} />
      </label>
      <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => onSave(draft)}>{T.saveLine}</Button>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={onAbort}>{T.abortLine}</Button>
    </div>
  )
}

/**
 * The order view's line editor: amount and comment of each line of a pending or confirmed food
 * order, saved through PUT /api/orders/{id}/items/{index}; the server prices the line and the
 * totals anew and its German message shows when it refuses. The view then shows the stored order.
 */
export function OrderLineEditor() {
  const { id, data, setData } = useDocumentInfo()
  const { reset } = useForm()
  const { config } = useConfig()
  const router = useRouter()
  const [editing, setEditing] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const order: Partial<Order> | undefined = data
  if (!id || !order || !canEditLines(order)) return null
  const lines = order.items ?? []
  if (lines.length === 0) return null

  const save = async (index: number, draft: Draft) => {
    setBusy(true)
    const body: ItemChangeRequest = { amount: draft.amount, comment: draft.comment }
    const answer = await call<OrderItemAnswer>(`${config.routes.api}/orders/${id}/items/${index}`, { method: 'PUT', body, fallback: T.lineFailed })
    setBusy(false)
    if (!answer.ok) return void toast.error(answer.error.message)
    toast.success(T.lineSaved)
    setEditing(null)
    setData(answer.data.order)
    await reset(answer.data.order).catch(() => undefined)
    router.refresh()
  }

  return (
    <section aria-label={T.linesLabel} data-display="product-data" style={{ marginBottom: 'var(--base)' }}>
      <div style={{ fontWeight: 600 }}>{T.linesLabel}</div>
      {lines.map((line, index) => (
        <LineRow
          key={`${line.id ?? index}-${line.amount}-${line.comment ?? ''}`}
          line={line}
          busy={busy}
          editing={editing === index}
          onEdit={() => setEditing(index)}
          onAbort={() => setEditing(null)}
          onSave={(draft) => void save(index, draft)}
        />
      ))}
    </section>
  )
}

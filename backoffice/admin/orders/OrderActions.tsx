'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { Data } from 'payload'
import { useState } from 'react'

import type { OrderStatusAnswer, PrintAnswer, StatusChangeRequest, StoredOrder } from '@/src/domain/contracts/desk'
import { allowedActions, isOrderStatus, ORDER_STATUS_LABELS, type OrderAction } from '@/src/domain/orders'
import { fillPlaceholders } from '@/src/domain/text/placeholders'
import type { Order } from '@/src/payload-types'
import { call } from '@/storefront/ui/api'

import { ActionPanel } from './ActionPanel'
import { CounterAppointmentState } from './CounterAppointmentState'
import { OrderFollowUp } from './OrderFollowUp'
import { ORDER_ACTION_LABELS, ORDER_ADMIN_TEXTS as T } from './texts'

/** Actions that first ask for their optional input. */
const ASKS_FIRST: readonly OrderAction[] = ['confirm', 'reject', 'cancel']

/**
 * One button per transition the order's status allows (the domain's allowedActions), plus
 * printing the receipt, the counter appointment's state and the follow-up (resend the order
 * message, re-check the payment, open the status page). Calls the staff endpoints, shows the
 * server's German message on failure and reloads the document view on success.
 */
export function OrderActions() {
  const { id, data, setData } = useDocumentInfo()
  const { reset } = useForm()
  const { config } = useConfig()
  const router = useRouter()
  const [open, setOpen] = useState<OrderAction | null>(null)
  const [busy, setBusy] = useState(false)
  const order: Partial<Order> | undefined = data
  const status = order?.status
  if (!id || !isOrderStatus(status)) return null
  const api = config.routes.api

  const reload = async (next: Data) => {
    setData(next)
    await reset(next).catch(() => undefined)
    router.refresh()
  }

  const run = async (action: OrderAction, body: StatusChangeRequest = {}) => {
    setBusy(true)
    const fallback = action === 'cancel' ? T.cancelFailed : T.statusFailed
    const answer = await call<OrderStatusAnswer>(`${api}/orders/${id}/status/${action}`, { body, fallback })
    setBusy(false)
    if (!answer.ok) return void toast.error(answer.error.message)
    setOpen(null)
    const next = answer.data.order
    toast.success(next.status === status ? T.proposed : fillPlaceholders(T.changed, { status: ORDER_STATUS_LABELS[next.status] }))
    await reload(next)
  }

  /** Reads the order as stored now (after a call that changed it on the server) into the view. */
  const refetch = async () => {
    const answer = await call<StoredOrder>(`${api}/orders/${id}?depth=0`, { fallback: T.orderLoadFailed })
    if (answer.ok) await reload(answer.data)
  }

  const print = async () => {
    setBusy(true)
    const answer = await call<PrintAnswer>(`${api}/orders/${id}/print`, { body: {}, fallback: T.printFailed })
    setBusy(false)
    if (answer.ok) toast.success(T.printed)
    else toast.error(answer.error.message)
  }

  const actions = allowedActions(status)
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <div style={{ fontWeight: 600 }}>{T.actionsLabel}</div>
      <p>{fillPlaceholders(T.currentStatus, { status: ORDER_STATUS_LABELS[status] })}</p>
      <CounterAppointmentState order={order ?? {}} />
      {actions.length === 0 && <p>{T.noActions}</p>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}>
        {actions.map((action) => (
          <Button
            key={action}
            buttonStyle={action === 'reject' || action === 'cancel' ? 'secondary' : 'primary'}
            size="small"
            disabled={busy}
            onClick={() => (ASKS_FIRST.includes(action) ? setOpen(action) : void run(action))}
          >
            {ORDER_ACTION_LABELS[action]}
          </Button>
        ))}
        <Button buttonStyle="subtle" size="small" disabled={busy} onClick={() => void print()}>
          {T.print}
        </Button>
      </div>
      {open && <ActionPanel key={open} action={open} busy={busy} onSend={(body) => void run(open, body)} onAbort={() => setOpen(null)} />}
      <OrderFollowUp api={api} id={id} order={order ?? {}} onChanged={refetch} />
    </div>
  )
}

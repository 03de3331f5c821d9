'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import type { PaymentStatusAnswer, ResendAnswer } from '@/src/domain/contracts/ordering'
import { hasPublicLink } from '@/src/domain/orders/publicLink'
import type { Order } from '@/src/payload-types'
import { call } from '@/storefront/ui/api'

import { ORDER_VIEW_TEXTS as T } from './orderViewTexts'

/** Online payments whose status the provider can be asked for again. */
const ONLINE_METHODS = ['mollie', 'datatrans']

type Props = { api: string; id: number | string; order: Partial<Order>; onChanged: () => Promise<void> }

/**
 * The order view's follow-up: send the order message again by e-mail or SMS (the server's German
 * answer as toast), re-check an online payment, open the customer's public status page.
 */
export function OrderFollowUp({ api, id, order, onChanged }: Props) {
  const [busy, setBusy] = useState(false)

  /** The server's confirmation where it sends one (the resend calls), else the view's own text. */
  const send = async (path: string, fallback: string, success: string, reload = false) => {
    setBusy(true)
    const answer = await call<ResendAnswer | PaymentStatusAnswer>(`${api}/orders/${id}/${path}`, { body: {}, fallback })
    setBusy(false)
    if (!answer.ok) return void toast.error(answer.error.message)
    toast.success(('message' in answer.data && answer.data.message) || success)
    if (reload) await onChanged()
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginTop: 'calc(var(--base) / 2)' }}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void send('resend-new-order-email', T.resendFailed, T.emailSent)}>
        {T.resendEmail}
      </Button>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void send('resend-new-order-sms', T.resendFailed, T.smsSent)}>
        {T.resendSms}
      </Button>
      {ONLINE_METHODS.includes(String(order.paymentMethod)) && (
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void send('update-payment-status', T.paymentCheckFailed, T.paymentChecked, true)}>
          {T.checkPayment}
        </Button>
      )}
      {hasPublicLink(order) && (
        <Button el="anchor" url={`/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`} newTab buttonStyle="subtle" size="small">
          {T.openStatusPage}
        </Button>
      )}
    </div>
  )
}

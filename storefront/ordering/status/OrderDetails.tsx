'use client'

import { useEffect, useState } from 'react'

import { DELIVERY_MODE_LABELS, deliveryModeOf, isOnlinePayment, PAYMENT_METHOD_LABELS } from '@/src/domain/cart'
import type { PublicOrder } from '@/src/domain/contracts/ordering'
import { appointmentLabel } from '@/src/domain/slots'

import styles from './StatusScreen.module.css'
import { STATUS_TEXTS } from './texts'

const paymentLabel = (order: PublicOrder): string | null => {
  const label = PAYMENT_METHOD_LABELS[order.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS]
  if (!label) return null
  return order.isPaid && isOnlinePayment(order.paymentMethod) ? `${label}, ${STATUS_TEXTS.paid}` : label
}

/**
 * The info block: appointment ('Heute, 18:30'), kind of order, table, payment and a hint. 'Heute'
 * and 'Morgen' are judged by the server's clock on the first render and by the browser's after.
 */
export function OrderDetails({ order, renderedAt, info }: { order: PublicOrder; renderedAt: string; info: string }) {
  const [now, setNow] = useState(() => new Date(renderedAt))
  useEffect(() => setNow(new Date()), [order])

  const mode = deliveryModeOf({ isDelivery: order.isDelivery === true, isDineIn: order.isDineIn === true })
  const payment = paymentLabel(order)
  return (
    <section className={styles.card} aria-labelledby="details-heading">
      <h2 id="details-heading" className={styles.cardHeading}>{STATUS_TEXTS.detailsHeading}</h2>
      <dl className={styles.details}>
        <div>
          <dt>{STATUS_TEXTS.appointment}</dt>
          <dd>{appointmentLabel(order.appointment, false, now)}</dd>
        </div>
        <div>
          <dt>{STATUS_TEXTS.mode}</dt>
          <dd>{DELIVERY_MODE_LABELS[mode]}</dd>
        </div>
        {order.tableIdentifier ? (
          <div>
            <dt>{STATUS_TEXTS.table}</dt>
            <dd>{order.tableIdentifier}</dd>
          </div>
        ) : null}
        {payment ? (
          <div>
            <dt>{STATUS_TEXTS.payment}</dt>
            <dd>{payment}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.info}>{info}</p>
    </section>
  )
}

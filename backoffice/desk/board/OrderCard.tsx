'use client'

import type { ReactNode } from 'react'

import { fillPlaceholders } from '@/src/domain/text'
import { lineAmountText } from '@/src/domain/units'

import { columnOf } from '../columns'
import { DESK_TEXTS as T } from '../texts'
import type { BoardOrder } from '../types'
import styles from './Board.module.css'
import { clockText, paymentText, statusWord, timeLines, totalText } from './cardText'

interface OrderCardProps {
  order: BoardOrder
  isNew: boolean
  showProducts: boolean
  showCustomer: boolean
  onSeen: (id: number) => void
  /** The buttons, when staff may act. */
  children?: ReactNode
}

function Items({ order }: { order: BoardOrder }) {
  if (!order.items || order.items.length === 0) return null
  return (
    <ul className={styles.items} data-testid="card-items">
      {order.items.map((item, index) => (
        <li key={index}>
          <span className={styles.amount}>{lineAmountText(item.amount, item.unit)}</span> <span className={styles.itemName}>{item.name}</span>
          {item.partsSummary ? <span className={styles.parts}>{item.partsSummary}</span> : null}
          {item.comment ? <span className={styles.itemComment}>{item.comment}</span> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * One order on the kitchen board: ticket, time or wanted time, mode, table or address, customer,
 * items with their options and comments, total and payment. A new card is highlighted until
 * staff tap it. The display switches hide the items and the customer data (a line says so).
 */
export function OrderCard({ order, isNew, showProducts, showCustomer, onSeen, children }: OrderCardProps) {
  const column = columnOf(order.status)
  const word = statusWord(order)
  const payment = paymentText(order)
  const total = totalText(order)
  const muted = order.status === 'rejected' || order.status === 'canceled' || order.status === 'failed'
  const classes = [styles.card, styles[`card_${column}`], isNew ? styles.cardNew : '', muted ? styles.cardMuted : ''].filter(Boolean).join(' ')
  return (
    <article
      className={classes}
      data-testid="order-card"
      data-order-id={order.id}
      data-uid={order.uid}
      data-status={order.status}
      data-new={isNew ? 'true' : 'false'}
      aria-label={fillPlaceholders(T.ticket, { ticket: order.ticket })}
      onPointerDown={() => (isNew ? onSeen(order.id) : undefined)}
    >
      <header className={styles.cardHead}>
        <span className={styles.ticket}>{order.ticket}</span>
        {order.mode ? <span className={`${styles.chip} ${styles[`mode_${order.mode}`]}`}>{T.modes[order.mode]}</span> : null}
        {isNew ? (
          <button type="button" className={styles.newBadge} title={T.markSeen} aria-label={`${T.newBadge} – ${T.markSeen}`} onClick={() => onSeen(order.id)}>
            {T.newBadge}
          </button>
        ) : null}
        {word ? <span className={styles.statusWord}>{word}</span> : null}
      </header>
      <p className={styles.uid}>{order.uid}</p>
      <p className={styles.times}>
        {timeLines(order).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </p>
      {order.counterAppointment && order.status === 'pending' ? (
        <p className={styles.counter}>{fillPlaceholders(T.counterAppointment, { time: clockText(order.counterAppointment) })}</p>
      ) : null}
      {order.tableIdentifier ? <p className={styles.place}>{fillPlaceholders(T.table, { table: order.tableIdentifier })}</p> : null}
      {order.customerName || order.address ? (
        showCustomer ? (
          <p className={styles.customer} data-testid="card-customer">
            {order.customerName ? <span className={styles.customerName}>{order.customerName}</span> : null}
            {order.address ? <span>{order.address}</span> : null}
          </p>
        ) : (
          <p className={styles.hiddenData} data-testid="card-customer-hidden">{T.customerHidden}</p>
        )
      ) : null}
      {order.items && order.items.length > 0 && !showProducts ? <p className={styles.hiddenData} data-testid="card-items-hidden">{T.itemsHidden}</p> : null}
      {showProducts ? <Items order={order} /> : null}
      {order.comment ? <p className={styles.comment}>{fillPlaceholders(T.comment, { comment: order.comment })}</p> : null}
      {total || payment ? (
        <p className={styles.money}>
          {total ? <span className={styles.total}>{total}</span> : null}
          {payment ? <span className={`${styles.payment} ${order.paymentStatus === 'paid' ? styles.paid : ''}`}>{payment}</span> : null}
        </p>
      ) : null}
      {children}
    </article>
  )
}

import Link from 'next/link'

import type { AccountOrderSummary } from '@/src/domain/contracts/account'
import { formatMoney } from '@/src/domain/money'
import { fillPlaceholders, formatDate } from '@/src/domain/text'

import { OrderLinks } from './OrderLinks'
import styles from './Orders.module.css'
import { OrderStatus } from './OrderStatus'
import { ORDERS_TEXTS as T } from './texts'

const C = T.columns

const hrefOf = (order: AccountOrderSummary) => `/account/orders/${encodeURIComponent(order.uid)}`
const valueOf = (order: AccountOrderSummary) => (order.goodsValue === null ? T.none : formatMoney(order.goodsValue, order.currency))

function DetailsLink({ order }: { order: AccountOrderSummary }) {
  return <Link href={hrefOf(order)} className={styles.details} aria-label={fillPlaceholders(T.detailsLabel, { uid: order.uid })}>{T.details}</Link>
}

/**
 * The history (parts-shop-and-site.md section 2, Orders screens): a table from 720 px, one card
 * per order below (a phone has no room for eight columns); the other one is not rendered for
 * anybody (display: none), so assistive technology meets each order once.
 */
export function OrderList({ orders }: { orders: AccountOrderSummary[] }) {
  if (orders.length === 0) return <p className={`notice ${styles.empty}`} data-testid="orders-empty">{T.empty}</p>
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="orders-table">
          <caption className="visually-hidden">{T.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{C.uid}</th>
              <th scope="col">{C.ticketNumber}</th>
              <th scope="col">{C.date}</th>
              <th scope="col" className={styles.number}>{C.goodsValue} <span className={styles.muted}>({T.goodsValueNote})</span></th>
              <th scope="col">{C.status}</th>
              <th scope="col">{C.documents}</th>
              <th scope="col"><span className="visually-hidden">{C.details}</span></th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.uid} data-testid="order-row">
                <th scope="row">{order.uid}</th>
                <td>{order.ticketNumber ?? <span aria-hidden="true">{T.none}</span>}</td>
                <td>{formatDate(order.createdAt)}</td>
                <td className={styles.number}>{valueOf(order)}</td>
                <td><OrderStatus status={order.status} /></td>
                <td><OrderLinks order={order} /></td>
                <td><DetailsLink order={order} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className={styles.cards} aria-label={T.tableCaption}>
        {orders.map((order) => (
          <li key={order.uid} className={styles.card} data-testid="order-card">
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>{order.uid}</h2>
              <OrderStatus status={order.status} />
            </div>
            <dl className={styles.facts}>
              <dt>{C.ticketNumber}</dt><dd>{order.ticketNumber ?? T.none}</dd>
              <dt>{C.date}</dt><dd>{formatDate(order.createdAt)}</dd>
              <dt>{C.goodsValue}</dt><dd>{valueOf(order)} <span className={styles.muted}>{T.goodsValueNote}</span></dd>
              {order.orderAcknowledgement || order.trackingUrl ? (<><dt>{C.documents}</dt><dd><OrderLinks order={order} /></dd></>) : null}
            </dl>
            <DetailsLink order={order} />
          </li>
        ))}
      </ol>
    </>
  )
}

import Link from 'next/link'

import { formatMoney } from '@/src/domain/money'
import { addressLines, type AddressSource } from '@/src/domain/account'
import type { AccountOrder } from '@/src/domain/contracts/account'
import { fillPlaceholders, formatDate } from '@/src/domain/text'

import { OrderLinks } from './OrderLinks'
import styles from './Orders.module.css'
import { OrderStatus } from './OrderStatus'
import { ORDERS_TEXTS as T } from './texts'

const delivery = (order: AccountOrder): AddressSource => ({
  companyName: order.deliveryCompanyName, firstName: order.deliveryFirstName, lastName: order.deliveryLastName,
  street: order.deliveryStreet, stairway: order.deliveryStairway, floor: order.deliveryFloor, door: order.deliveryDoor,
  zipCode: order.deliveryZipCode, city: order.deliveryCity, country: order.deliveryCountry,
})

function Lines({ lines }: { lines: string[] }) {
  return <>{lines.map((line, index) => <span key={index}>{line}<br /></span>)}</>
}

const C = T.itemColumns

/**
 * One order (parts-shop-and-site.md section 2, Orders screens): billing recipient, goods recipient
 * (or 'Lieferadresse gleich wie Rechnungsadresse'), own order number, comment and the lines with
 * 'Erneut bestellen' where the product is still in the shop.
 */
export function OrderDetail({ order }: { order: AccountOrder }) {
  return (
    <div className={styles.detail} data-testid="order-detail">
      <dl className={styles.summary}>
        <div><dt>{T.orderDate}</dt><dd>{formatDate(order.createdAt)}</dd></div>
        <div><dt>{T.columns.status}</dt><dd><OrderStatus status={order.status} /></dd></div>
        <div><dt>{T.columns.goodsValue}</dt><dd>{order.goodsValue === null ? T.none : formatMoney(order.goodsValue, order.currency)} <span className={styles.muted}>{T.goodsValueNote}</span></dd></div>
        <div><dt>{T.ownOrderNumber}</dt><dd>{order.ticketNumber ?? T.none}</dd></div>
        {order.orderAcknowledgement || order.trackingUrl ? <div><dt>{T.columns.documents}</dt><dd><OrderLinks order={order} /></dd></div> : null}
      </dl>

      <div className={styles.addresses}>
        <section className={styles.box} aria-labelledby="order-billing">
          <h2 id="order-billing">{T.billingRecipient}</h2>
          <address className={styles.address}>
            <Lines lines={addressLines({ ...order, companyName: order.isCompany ? order.companyName : null })} />
            {order.email ? <>{order.email}<br /></> : null}
            {order.phone ? <>{order.phone}<br /></> : null}
            {order.vatNumber && order.isVatNumberVerified ? <>{T.vatNumber}: {order.vatNumber}</> : null}
          </address>
        </section>
        <section className={styles.box} aria-labelledby="order-delivery">
          <h2 id="order-delivery">{T.goodsRecipient}</h2>
          {order.isDeliveryAddressDifferent
            ? <address className={styles.address}><Lines lines={addressLines(delivery(order))} /></address>
            : <p>{T.sameAsBilling}</p>}
        </section>
      </div>

      {order.comment ? (
        <section className={styles.box} aria-labelledby="order-comment">
          <h2 id="order-comment">{T.comment}</h2>
          <p className={styles.comment}>{order.comment}</p>
        </section>
      ) : null}

      <h2>{T.itemsTitle}</h2>
      <div className={styles.itemsWrap} role="region" aria-label={T.itemsTitle} tabIndex={0}>
        <table className={styles.items} data-testid="order-items">
          <thead>
            <tr>
              <th scope="col">{C.uid}</th>
              <th scope="col">{C.name}</th>
              <th scope="col">{C.desiredDate}</th>
              <th scope="col">{C.comment}</th>
              <th scope="col" className={styles.number}>{C.amount}</th>
              <th scope="col"><span className="visually-hidden">{C.reorder}</span></th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={index}>
                <td>{item.uid ?? T.none}</td>
                <td>{item.name}</td>
                <td>{item.desiredDate ?? T.none}</td>
                <td className={styles.comment}>{item.comment ?? T.none}</td>
                <td className={styles.number}>{String(item.amount).replace(".", ",")}</td>
                <td>
                  {item.productHref
                    ? <Link href={item.productHref} className={styles.details} aria-label={fillPlaceholders(T.reorderLabel, { name: item.name })}>{T.reorder}</Link>
                    : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className={styles.actions}>
        <Link href="/account/orders" className="btn">{T.backToList}</Link>
      </div>
    </div>
  )
}

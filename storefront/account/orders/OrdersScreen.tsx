import Link from 'next/link'

import type { AccountOrderPage } from '@/src/domain/contracts/account'

import { OrderList } from './OrderList'
import styles from './Orders.module.css'
import { OrdersPagination } from './OrdersPagination'
import { ORDERS_TEXTS as T } from './texts'

/** The order history: the list (or 'Noch keine Bestellungen vorhanden'), its pages and the way back to the account. */
export function OrdersScreen({ history }: { history: AccountOrderPage }) {
  return (
    <div data-testid="orders-screen">
      <OrderList orders={history.docs} />
      <OrdersPagination page={history.page} totalPages={history.totalPages} />
      <div className={`${styles.actions} ${styles.back}`}>
        <Link href="/account/login" className="btn">{T.backToAccount}</Link>
      </div>
    </div>
  )
}

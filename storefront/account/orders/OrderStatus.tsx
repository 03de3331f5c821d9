import type { StatusTone } from '@/src/domain/orders/shopOrderStatus'

import styles from './Orders.module.css'

/** The status word in its tone (success, error, warning), readable without the colour. */
export function OrderStatus({ status }: { status: { label: string; tone: StatusTone } }) {
  return <span className={`${styles.status} ${styles[status.tone]}`} data-tone={status.tone}>{status.label}</span>
}

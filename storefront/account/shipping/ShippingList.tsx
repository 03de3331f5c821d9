import Link from 'next/link'

import { addressLines } from '@/src/domain/account'
import type { ShippingAddress } from '@/src/domain/contracts/account'
import { fillPlaceholders } from '@/src/domain/text'

import { DeleteAddressButton } from './DeleteAddressButton'
import styles from './Shipping.module.css'
import { SHIPPING_TEXTS as T } from './texts'

/** The customer's shipping addresses, each with edit and delete (zero-based index, shown +1). */
export function ShippingList({ addresses }: { addresses: ShippingAddress[] }) {
  return (
    <>
      {addresses.length === 0 ? <p>{T.empty}</p> : (
        <ol className={styles.list}>
          {addresses.map((address, index) => {
            const n = index + 1
            return (
              <li key={index} className={styles.entry} data-testid="shipping-address">
                <h2>{fillPlaceholders(T.entryTitle, { n })}</h2>
                <address className={styles.address}>
                  {addressLines({ ...address, country: null }).map((line) => <span key={line}>{line}<br /></span>)}
                </address>
                <div className={styles.entryActions}>
                  <Link href={`/account/shipping/${index}`} className="btn" aria-label={fillPlaceholders(T.editLabel, { n })}>{T.edit}</Link>
                  <DeleteAddressButton index={index} label={fillPlaceholders(T.removeLabel, { n })} />
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <div className={styles.actions}>
        <Link href="/account/shipping/add" className="btn btn-primary">{T.create}</Link>
        <Link href="/account/login" className="btn">{T.back}</Link>
      </div>
    </>
  )
}
